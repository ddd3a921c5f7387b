"""A plain (non-editable) install carries the grammar and the content (issue 2, §1).

The wheel is built with the build backend of the test environment (`--no-build-isolation`: the
`dev` extra installs hatchling), and installed without fetching its dependencies again: the new
environment sees, through a `.pth` file, a folder of links to exactly the distributions the
wheel's metadata requires (and theirs, the same versions as in the test environment), nothing
else; `pip check` then holds the wheel's requirements to them. Downloading and unpacking those
dependencies (scipy, numpy, babel...) into the new environment took over a minute and tested
nothing of wsdv.
"""

from __future__ import annotations

import email
import importlib.metadata as md
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "-w", str(out), str(ROOT)], check=True)
    (found,) = out.glob("wsdv-*.whl")
    return found


def _required(requires: list[str] | None, extras: frozenset[str] = frozenset()) -> list[Requirement]:
    """The requirements that apply here (markers evaluated, with these extras)."""
    out = []
    for line in requires or ():
        req = Requirement(line)
        if req.marker is None or any(req.marker.evaluate({"extra": e}) for e in (extras or {""})):
            out.append(req)
    return out


def dependency_links(wheel: Path, folder: Path) -> list[str]:
    """Fill `folder` with links to the files of every distribution the wheel requires, transitively,
    as installed in this environment (each must satisfy its requirement); the names linked."""
    with zipfile.ZipFile(wheel) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.message_from_bytes(z.read(meta_name))
    todo = _required(meta.get_all("Requires-Dist"))
    seen: set[str] = set()
    folder.mkdir()
    while todo:
        req = todo.pop()
        name = canonicalize_name(req.name)
        dist = md.distribution(req.name)
        assert req.specifier.contains(dist.version, prereleases=True), (str(req), dist.version)
        todo += [r for r in _required(dist.requires, frozenset(req.extras)) if canonicalize_name(r.name) not in seen]
        if name in seen:
            continue
        seen.add(name)
        site = Path(str(dist.locate_file("")))
        for top in {Path(str(f)).parts[0] for f in dist.files or ()} - {".."}:
            link = folder / top
            if not link.exists() and (site / top).exists():
                link.symlink_to(site / top)
    return sorted(seen)


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
    site = Path(subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    linked = dependency_links(wheel, tmp_path / "deps")
    assert linked and "wsdv" not in linked
    (site / "wsdv-deps.pth").write_text(f"{tmp_path / 'deps'}\n", encoding="utf-8")
    pip = [sys.executable, "-m", "pip", "--python", str(py)]
    subprocess.run([*pip, "install", "--quiet", "--no-deps", str(wheel)], check=True)
    checked = subprocess.run([*pip, "check"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    # Run from an unrelated folder, without the caller's PYTHONPATH, so nothing can come from the source tree.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([str(env_dir / "bin" / "wsdv"), "check"], cwd=tmp_path, capture_output=True, text=True,
                          env=env)
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first.startswith("content OK: ")
    assert "14 provinces, 42 cities, 68 connections (76 blue lines)" in first
    where = subprocess.run([str(py), "-c", "import interpreter.paths as p; print(p.content_dir())"],
                           cwd=tmp_path, capture_output=True, text=True, check=True, env=env).stdout.strip()
    assert str(env_dir) in where and "_data" in where
