// The C side of CairoRenderer: cairo and pangocairo, for drawing without a display, pixman
// (cairo's own pixel library) for resampling pictures through a perspective, and gdk-pixbuf
// (not GTK) for decoding the JPEG images that cairo cannot.
// Never include GTK here: this module must build and run on a machine without one.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <cairo-svg.h>

/// PANGO_SCALE as a function: Pango units per device unit.
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }

/// Releases a GObject (a PangoLayout, a PangoContext, a PangoFontMap).
static inline void ccairo_object_unref(void *object) {
  if (object != NULL) g_object_unref(object);
}

/// The C boolean values glib uses (TRUE is a macro Swift cannot import).
static inline gboolean ccairo_true(void) { return TRUE; }
static inline gboolean ccairo_false(void) { return FALSE; }

#endif
