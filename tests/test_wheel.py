"""A plain (non-editable) install carries the grammar and the content (issue 2, §1)."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True)
    (found,) = out.glob("wsdv-*.whl")
    return found


def test_wheel_carries_grammar_schemas_and_content(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "interpreter/_data/grammar/wsdv.lark" in names
    assert "interpreter/_data/grammar/schemas/province.schema.json" in names
    assert "interpreter/_data/content/board/cities.wsdv" in names
    assert "interpreter/_data/content/variants/second_edition/setup.wsdv" in names
    # The site's own fonts and their licenses (interpreter/site/assets/fonts/).
    assert {"interpreter/site/assets/fonts/roboto-400.woff2", "interpreter/site/assets/fonts/dejavu-sans-mono-400.woff2",
            "interpreter/site/assets/fonts/LICENSE-Roboto.txt", "interpreter/site/assets/fonts/LICENSE-DejaVu.txt"} <= names


def test_installed_wheel_checks_its_content(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    # A bare environment, filled by this interpreter's pip (`--python`): bootstrapping a pip of its own
    # into it (ensurepip) took seconds and is no part of what is tested.
    venv.EnvBuilder(with_pip=False).create(env_dir)
    py = env_dir / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--quiet", str(wheel)], check=True)
    # Run from an unrelated folder so nothing can come from the source tree.
    done = subprocess.run([str(env_dir / "bin" / "wsdv"), "check"], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first.startswith("content OK: ")
    assert "14 provinces, 42 cities, 68 connections (76 blue lines)" in first
    where = subprocess.run([str(py), "-c", "import interpreter.paths as p; print(p.content_dir())"],
                           cwd=tmp_path, capture_output=True, text=True, check=True).stdout.strip()
    assert str(env_dir) in where and "_data" in where
