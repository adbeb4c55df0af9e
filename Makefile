# Transition Lab — build, run and test.
#
#   make run     install what is missing, build, open the app
#   make test    install what is missing, build, run every test
#   make build   build only

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

format:
	swift format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
