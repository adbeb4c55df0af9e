# Transition Lab — build, run and test.
#
#   make run     install what is missing, build, open the app
#   make test    install what is missing, build, run every test
#   make build   build only
#   make docs    regenerate the README's filmstrips (docs/filmstrip-*.png)

SWIFT ?= swift
CONFIGURATION ?= debug
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIGURATION) --show-bin-path 2>/dev/null)
APP = $(BIN_DIR)/transition-lab

# Debian packages: the toolchain's C needs, GTK 4 with cairo and pango, and the tools the
# end-to-end tests drive the app with.
PACKAGES = pkg-config libgtk-4-dev libcairo2-dev libpango1.0-dev fonts-cantarell

.PHONY: all deps build run test clean format

all: build

deps:
	@./scripts/install-deps.sh $(PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIGURATION)

run: build
	$(APP) $(ARGS)

test: build
	$(SWIFT) build -c $(CONFIGURATION) --build-tests
	$(SWIFT) test -c $(CONFIGURATION) --skip-build

# The README's filmstrips of each seed scene's dismissal, rendered by the app itself.
.PHONY: docs
docs: build
	mkdir -p docs
	$(APP) filmstrip --scene drag-down --gesture data/gestures/long-drag.json --frames 6 \
		--output docs/filmstrip-drag-down.png
	$(APP) filmstrip --scene edge-pan --transition dismiss --frames 6 \
		--output docs/filmstrip-edge-pan.png
	$(APP) filmstrip --scene card --transition dismiss --frames 6 \
		--output docs/filmstrip-card.png

format:
	swift format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
