# Two commands set up everything on a fresh machine:
#   make demo   creates .venv, installs wsdv, and runs the main job: a narrated game between the two
#               strongest bots wsdv ships (GAME_LANG=pl for Polish, etc.; default: the environment's
#               language, else English; BOT=random for a quick game of chance)
#   make test   creates .venv, installs wsdv with its test tools, and runs the linters (ruff, mypy) and the tests
PYTHON ?= python3
GAME_LANG ?=
SEED ?= 1
BOT ?= foresight
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed

.PHONY: demo test lint bench site clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/wsdv check
	$(BIN)/wsdv play --east $(BOT) --west $(BOT) --seed $(SEED) $(if $(GAME_LANG),--lang $(GAME_LANG))

# The suite runs with Python's bytecode caching on where the environment turns it off
# (PYTHONDONTWRITEBYTECODE; the project's CI machine does): otherwise every process of the suite,
# each pytest worker and each command a test starts, compiles wsdv's modules anew and each worker
# rewrites every test module's asserts again (docs/development.md, "the suite's time").
test: $(STAMP)
	scripts/ensure-chromium
	scripts/ensure-axe
	$(BIN)/ruff check interpreter tests benchmarks
	$(BIN)/mypy
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -n auto

# ruff, then mypy over the package (its configuration: [tool.mypy] in pyproject.toml)
lint: $(STAMP)
	$(BIN)/ruff check interpreter tests benchmarks
	$(BIN)/mypy

# The release build: --strict, so that no text of another language falls back to English unnoticed
# (a designer's draft builds without it, told in one line what waits for translation).
site: $(STAMP)
	$(BIN)/wsdv site build --strict

bench: $(STAMP)
	$(BIN)/python benchmarks/check.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis .mypy_cache
