# Transition Lab — build, run and test.
#
#   make run     install what is missing, build, open the app
#   make webm-deps            install GStreamer, for recording WebM videos (record, Share…)
#   make test    install what is missing, build, run every test
#   make build   build only
#   make docs    regenerate the filmstrips and release maps in docs/
#   make screenshots          regenerate the pictures of the window in docs/ (under Xvfb)
#   make soak    100,000 fuzzed gesture scripts headless on every scene and a scene file,
#                then the window for SOAK_SECONDS (default 600) of random use under Xvfb
#                and SOAK_TOUCH_SECONDS (default 60) of fingers under weston; not part of
#                `make test`
#   make install PREFIX=…     install the binary, desktop file, metainfo, icon and CSS, and what
#                             a scene file builds against (lib/transition-lab/modules)

SWIFT ?= swift
CONFIGURATION ?= debug
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIGURATION) --show-bin-path 2>/dev/null)
APP = $(BIN_DIR)/transition-lab

# Debian packages. Running needs the toolchain's C needs, GTK 4 with cairo, pango and gdk-pixbuf,
# the font and libadwaita; `make run` installs only those. Testing adds the tools the end-to-end
# tests drive the app with (an X server, input, screenshots, a Wayland compositor, the accessibility
# bus and Python's AT-SPI bindings that read it as a screen reader does, an XSETTINGS server for the
# 200 % text screenshot), the validators of the desktop files, and libweston's headers for the
# touchscreen module the touch tests load into weston; the export tests compile the libadwaita code
# against libadwaita's headers, already above.
RUN_PACKAGES = pkg-config libgtk-4-dev libcairo2-dev libpixman-1-dev libpango1.0-dev libgdk-pixbuf-2.0-dev fonts-cantarell \
	libadwaita-1-dev
TEST_PACKAGES = xvfb xauth xdotool imagemagick weston dbus-daemon at-spi2-core python3-gi \
	gir1.2-atspi-2.0 xsettingsd desktop-file-utils appstream libweston-10-dev \
	python3-pil $(WEBM_PACKAGES)
# `record` and Share… write WebM through GStreamer's gst-launch-1.0 (vp8enc, webmmux from
# -good, rawvideoparse and videoconvert from -base): about 7 MB to download and 30 packages
# with their libraries, so `make run` leaves them out; `make webm-deps` installs them, and the
# tests (which read the moving pictures back with Pillow and GStreamer) have them.
WEBM_PACKAGES = gstreamer1.0-tools gstreamer1.0-plugins-base gstreamer1.0-plugins-good

APP_ID = io.github.transitionlab.TransitionLab
# The modules a scene file imports (with the constraint solver TransitionKit's module needs),
# and the built-in scenes new-scene --from copies.
SCENE_MODULES = TransitionKit UIKit Scenes Cassowary
BUILT_IN_SCENES = DragDown EdgePan Card Sheet Flip Reveal
PREFIX ?= /usr/local
DESTDIR ?=
# The X server the end-to-end tests and the screenshots run under; WAYLAND_DISPLAY is
# dropped so GTK uses it even from a Wayland session.
XVFB = env -u WAYLAND_DISPLAY xvfb-run -a -s "-screen 0 1280x800x24"

.PHONY: all deps test-deps build run test validate screenshots soak install clean format

all: build

deps:
	@./scripts/install-deps.sh $(RUN_PACKAGES)

test-deps:
	@./scripts/install-deps.sh $(RUN_PACKAGES) $(TEST_PACKAGES)

.PHONY: webm-deps
webm-deps:
	@./scripts/install-deps.sh $(WEBM_PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIGURATION)

# With no display the app says so in one line (and points to the subcommands); that is not
# a failure of `make run`.
run: build
	@$(APP) $(ARGS)$(if $(ARGS),, || { status=$$?; [ -z "$$WAYLAND_DISPLAY$$DISPLAY" ] || exit $$status; })

# Unit tests first, then the desktop files' validators, then the end-to-end tests, which
# drive the window with real input under Xvfb (and start it once under weston); the
# accessibility test starts its own D-Bus session bus, on which the app's AT-SPI bus comes up,
# and reads the window through scripts/atspi-probe.py. Every test
# is an XCTest case (GTK wants the process's main thread, which Swift Testing on Linux does
# not give), so the Swift Testing runner is left out rather than reporting an empty run.
SWIFT_TEST = $(SWIFT) test -c $(CONFIGURATION) --skip-build --disable-swift-testing

# SwiftPM hands the test runner the chosen tests' names as one argument, which the system
# caps at 128 KiB: the unit tests run in two halves, the library's own and the rest.
test: test-deps build
	$(SWIFT) build -c $(CONFIGURATION) --build-tests
	$(SWIFT_TEST) --filter '^TransitionKitTests\.'
	$(SWIFT_TEST) --skip EndToEndTests --skip TransitionKitTests
	$(MAKE) --no-print-directory validate
	$(MAKE) --no-print-directory weston-touch
	WESTON_TOUCH_MODULE=$(abspath $(WESTON_TOUCH)) $(XVFB) $(SWIFT_TEST) --filter EndToEndTests

# The weston module that gives weston's headless backend a touchscreen played from a script
# (tools/weston-touch, docs/touch-testing.md); the touch end-to-end tests load it. Plain C
# against libweston-10, outside the Swift package.
WESTON_TOUCH = .build/weston-touch/weston-touch.so
.PHONY: weston-touch
weston-touch: $(WESTON_TOUCH)
$(WESTON_TOUCH): tools/weston-touch/weston-touch.c | test-deps
	mkdir -p $(dir $@)
	gcc -std=gnu11 -Wall -Wextra -O2 -fPIC -shared \
		$$(pkg-config --cflags libweston-10 wayland-server) -o $@ $< \
		$$(pkg-config --libs libweston-10 wayland-server)

validate: test-deps
	desktop-file-validate data/$(APP_ID).desktop
	appstreamcli validate --no-net data/$(APP_ID).metainfo.xml

screenshots: test-deps build
	$(XVFB) ./scripts/screenshots.sh $(APP) docs
	$(XVFB) ./scripts/compare-screenshots.sh $(APP) docs

# The long checks, on a release build: FUZZ_CASES random gesture scripts replayed headless on
# each scene of the catalogue and on a scene file written by `new-scene` (each must complete
# every transition once and leave no view behind), then the window driven at random under
# Xvfb for SOAK_SECONDS and touched under weston for SOAK_TOUCH_SECONDS (scripts/soak.py).
# Each prints one JSON summary line; every check runs even when one before it found a
# failure, and any failing fails the target.
FUZZ_CASES ?= 100000
FUZZ_SEED ?= 1
SOAK_SECONDS ?= 600
SOAK_TOUCH_SECONDS ?= 60
RELEASE_APP = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)/transition-lab
CATALOGUE = python3 -c 'import json, sys; print(" ".join(s["id"] for s in json.load(sys.stdin)["scenes"]))'

soak: test-deps weston-touch
	$(SWIFT) build -c release --product transition-lab
	@status=0; scratch=$$(mktemp -d); \
	for scene in $$($(RELEASE_APP) scenes --json | $(CATALOGUE)); do \
		$(RELEASE_APP) fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) --scene $$scene \
			--output $$scratch || status=$$?; \
	done; \
	file=$$($(RELEASE_APP) new-scene soak-scene --dir $$scratch) || status=$$?; \
	XDG_CACHE_HOME=$$scratch/cache $(RELEASE_APP) fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) \
		--scene-file $$file --output $$scratch || status=$$?; \
	SOAK_SECONDS=$(SOAK_SECONDS) SOAK_TOUCH_SECONDS=$(SOAK_TOUCH_SECONDS) \
		WESTON_TOUCH_MODULE=$(abspath $(WESTON_TOUCH)) \
		$(XVFB) python3 scripts/soak.py $(RELEASE_APP) || status=$$?; \
	if [ $$status -ne 0 ]; then echo "shrunk failing fuzz cases, if any, are in $$scratch"; \
	else rm -rf $$scratch; fi; \
	exit $$status

install: deps
	$(SWIFT) build -c release
	install -Dm755 "$$($(SWIFT) build -c release --show-bin-path)/transition-lab" \
		"$(DESTDIR)$(PREFIX)/bin/transition-lab"
	install -Dm644 data/$(APP_ID).desktop "$(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop"
	install -Dm644 data/$(APP_ID).metainfo.xml \
		"$(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml"
	install -Dm644 data/$(APP_ID).svg \
		"$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg"
	install -Dm644 -t "$(DESTDIR)$(PREFIX)/share/transition-lab" data/style.css data/style-dark.css
	install -Dm644 -t "$(DESTDIR)$(PREFIX)/share/transition-lab/gestures" data/gestures/*.json
	# What a scene file (--scene-file, new-scene) is compiled against: the module files of
	# TransitionKit, the UIKit spellings and the scenes' runtime (their code is in the binary,
	# which exports it), and the built-in scenes' code for new-scene --from.
	install -Dm644 -t "$(DESTDIR)$(PREFIX)/lib/transition-lab/modules" \
		$(foreach m,$(SCENE_MODULES),"$$($(SWIFT) build -c release --show-bin-path)/Modules/$(m).swiftmodule")
	for scene in $(BUILT_IN_SCENES); do \
		install -Dm644 -t "$(DESTDIR)$(PREFIX)/share/transition-lab/scenes/$$scene" \
			Sources/Scenes/$$scene/*.swift || exit 1; \
	done

# The filmstrips of each scene's dismissal in docs/, rendered by the app itself.
.PHONY: docs
docs: build
	mkdir -p docs
	$(APP) filmstrip --scene drag-down --gesture data/gestures/long-drag.json --frames 6 \
		--output docs/filmstrip-drag-down.png
	$(APP) filmstrip --scene edge-pan --transition dismiss --frames 6 \
		--output docs/filmstrip-edge-pan.png
	$(APP) filmstrip --scene card --transition dismiss --frames 6 \
		--output docs/filmstrip-card.png
	$(APP) release-map --scene drag-down --set release-rule=threshold \
		--output docs/release-map-threshold.png
	$(APP) release-map --scene drag-down --set release-rule=projection --set threshold=0.5 \
		--output docs/release-map-projection.png
	$(APP) release-map --scene drag-down --set release-rule=velocity-gate \
		--output docs/release-map-velocity-gate.png
	$(APP) compare --scene edge-pan --transition present --variant damping=0.5 \
		--variant damping=0.8 --variant damping=1 --frames 7 --scale 0.4 \
		--output docs/compare-damping.png
	$(APP) filmstrip --scene sheet --gesture data/gestures/sheet-flick-up.json --frames 6 \
		--output docs/filmstrip-sheet-flick-up.png
	$(APP) release-map --scene sheet --output docs/release-map-sheet.png
	# A drag plotted against time: finger, view, velocities, release and landing.
	$(APP) drag-plot --scene drag-down --gesture data/gestures/long-drag.json \
		--set release-rule=projection --output docs/drag-plot.png
	# One slow swipe back released at 38 % and 150 pt/s: UIKit's rule pops, libadwaita's not.
	for rule in uikit libadwaita; do \
		$(APP) filmstrip --scene navigation --set pop-rule=$$rule \
			--gesture data/gestures/slow-swipe-back.json --frames 6 \
			--output docs/filmstrip-navigation-$$rule.png || exit 1; \
		$(APP) release-map --scene navigation --set pop-rule=$$rule \
			--output docs/release-map-navigation-$$rule.png || exit 1; \
	done
	# A photo zoomed in, a dragged dismissal, and the same pair of screens under Hero's,
	# Compose's and Material's shared-element timing.
	$(APP) filmstrip --scene zoom --transition present --frames 6 \
		--output docs/filmstrip-zoom-in.png
	$(APP) filmstrip --scene zoom --gesture data/gestures/zoom-drag-down.json --frames 6 \
		--output docs/filmstrip-zoom-drag-dismiss.png
	for timing in hero compose material; do \
		$(APP) filmstrip --scene zoom --transition present --frames 6 --set transition=$$timing \
			--output docs/filmstrip-zoom-$$timing.png || exit 1; \
	done
	# The card flip and the circular reveal, each presented and taken back by a gesture.
	$(APP) filmstrip --scene flip --transition present --frames 6 \
		--output docs/filmstrip-flip-present.png
	$(APP) filmstrip --scene flip --transition dismiss --frames 6 \
		--output docs/filmstrip-flip-swipe-back.png
	$(APP) filmstrip --scene reveal --transition present --frames 6 \
		--output docs/filmstrip-reveal-present.png
	$(APP) filmstrip --scene reveal --gesture data/gestures/long-drag.json --frames 6 \
		--output docs/filmstrip-reveal-drag.png
	# The card's dismissal as a moving picture, with the finger's mark (README's tour).
	$(APP) record --scene card --transition dismiss --status-bar --output docs/record-card.gif
	# The frames of a flick up and of a dismissal, each rendered at a moment.
	for t in 0 0.05 0.1 0.6; do \
		$(APP) render --scene sheet --gesture data/gestures/sheet-flick-up.json --at $$t \
			--scale 0.5 --output docs/sheet-flick-up-$$t.png || exit 1; \
		$(APP) render --scene sheet --gesture data/gestures/sheet-flick-down.json --at $$t \
			--scale 0.5 --output docs/sheet-flick-down-$$t.png || exit 1; \
	done

format:
	swift format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
