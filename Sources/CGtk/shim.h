/* GTK 4 for Swift: the headers, plus small inline helpers for what Swift cannot import
 * (function-like macros, type-checked casts, variadic functions). */
#ifndef TRANSITION_LAB_CGTK_SHIM_H
#define TRANSITION_LAB_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

/* Giving the C heap's free pages back to the system (malloc_trim); `tl_heap().free` says how
 * many bytes lie free. */
static inline int tl_malloc_trim(void) { return malloc_trim(0); }

/* The C heap at a glance (mallinfo2): bytes in blocks in use, free bytes the allocator keeps,
 * bytes in blocks mapped on their own, and the bytes of its heaps (arenas). */
typedef struct { size_t in_use, free, mapped, arena; } tl_heap_figures;
static inline tl_heap_figures tl_heap(void) {
  struct mallinfo2 info = mallinfo2();
  tl_heap_figures figures = {info.uordblks, info.fordblks, info.hblkhd, info.arena};
  return figures;
}

/* The process's resident memory in kB (/proc/self/statm), or -1 when it cannot be read. */
static inline long tl_resident_kb(void) {
  FILE *file = fopen("/proc/self/statm", "r");
  if (!file) return -1;
  long size = 0, resident = -1;
  if (fscanf(file, "%ld %ld", &size, &resident) != 2) resident = -1;
  fclose(file);
  return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static const gboolean tl_true = TRUE;
static const gboolean tl_false = FALSE;

/* Type-checked casts (GTK_WIDGET(p) and friends); each warns on a wrong type. */
#define TL_CAST(name, Type, MACRO) \
  static inline Type *name(gpointer object) { return MACRO(object); }
TL_CAST(tl_object, GObject, G_OBJECT)
TL_CAST(tl_widget, GtkWidget, GTK_WIDGET)
TL_CAST(tl_window, GtkWindow, GTK_WINDOW)
TL_CAST(tl_application, GtkApplication, GTK_APPLICATION)
TL_CAST(tl_gapplication, GApplication, G_APPLICATION)
TL_CAST(tl_application_window, GtkApplicationWindow, GTK_APPLICATION_WINDOW)
TL_CAST(tl_action_map, GActionMap, G_ACTION_MAP)
TL_CAST(tl_action_group, GActionGroup, G_ACTION_GROUP)
TL_CAST(tl_action, GAction, G_ACTION)
TL_CAST(tl_simple_action, GSimpleAction, G_SIMPLE_ACTION)
TL_CAST(tl_actionable, GtkActionable, GTK_ACTIONABLE)
TL_CAST(tl_box, GtkBox, GTK_BOX)
TL_CAST(tl_grid, GtkGrid, GTK_GRID)
TL_CAST(tl_header_bar, GtkHeaderBar, GTK_HEADER_BAR)
TL_CAST(tl_button, GtkButton, GTK_BUTTON)
TL_CAST(tl_toggle_button, GtkToggleButton, GTK_TOGGLE_BUTTON)
TL_CAST(tl_menu_button, GtkMenuButton, GTK_MENU_BUTTON)
TL_CAST(tl_label, GtkLabel, GTK_LABEL)
TL_CAST(tl_range, GtkRange, GTK_RANGE)
TL_CAST(tl_scale, GtkScale, GTK_SCALE)
TL_CAST(tl_spin_button, GtkSpinButton, GTK_SPIN_BUTTON)
TL_CAST(tl_drop_down, GtkDropDown, GTK_DROP_DOWN)
TL_CAST(tl_switch, GtkSwitch, GTK_SWITCH)
TL_CAST(tl_scrolled_window, GtkScrolledWindow, GTK_SCROLLED_WINDOW)
TL_CAST(tl_paned, GtkPaned, GTK_PANED)
TL_CAST(tl_drawing_area, GtkDrawingArea, GTK_DRAWING_AREA)
TL_CAST(tl_native, GtkNative, GTK_NATIVE)
TL_CAST(tl_event_controller, GtkEventController, GTK_EVENT_CONTROLLER)
TL_CAST(tl_gesture, GtkGesture, GTK_GESTURE)
TL_CAST(tl_gesture_single, GtkGestureSingle, GTK_GESTURE_SINGLE)
TL_CAST(tl_gesture_drag, GtkGestureDrag, GTK_GESTURE_DRAG)
TL_CAST(tl_style_provider, GtkStyleProvider, GTK_STYLE_PROVIDER)
TL_CAST(tl_menu_model, GMenuModel, G_MENU_MODEL)
TL_CAST(tl_orientable, GtkOrientable, GTK_ORIENTABLE)
TL_CAST(tl_editable, GtkEditable, GTK_EDITABLE)
TL_CAST(tl_search_entry, GtkSearchEntry, GTK_SEARCH_ENTRY)
TL_CAST(tl_image, GtkImage, GTK_IMAGE)
TL_CAST(tl_accessible, GtkAccessible, GTK_ACCESSIBLE)
TL_CAST(tl_root, GtkRoot, GTK_ROOT)
TL_CAST(tl_native_dialog, GtkNativeDialog, GTK_NATIVE_DIALOG)
TL_CAST(tl_overlay, GtkOverlay, GTK_OVERLAY)
TL_CAST(tl_fixed, GtkFixed, GTK_FIXED)
TL_CAST(tl_list_box, GtkListBox, GTK_LIST_BOX)
TL_CAST(tl_list_box_row, GtkListBoxRow, GTK_LIST_BOX_ROW)
TL_CAST(tl_adw_application_window, AdwApplicationWindow, ADW_APPLICATION_WINDOW)
TL_CAST(tl_adw_header_bar, AdwHeaderBar, ADW_HEADER_BAR)
TL_CAST(tl_adw_toast_overlay, AdwToastOverlay, ADW_TOAST_OVERLAY)
TL_CAST(tl_adw_flap, AdwFlap, ADW_FLAP)
TL_CAST(tl_adw_about_window, AdwAboutWindow, ADW_ABOUT_WINDOW)
TL_CAST(tl_adw_window_title, AdwWindowTitle, ADW_WINDOW_TITLE)
TL_CAST(tl_adw_preferences_group, AdwPreferencesGroup, ADW_PREFERENCES_GROUP)
TL_CAST(tl_adw_action_row, AdwActionRow, ADW_ACTION_ROW)
TL_CAST(tl_adw_combo_row, AdwComboRow, ADW_COMBO_ROW)
TL_CAST(tl_list_model, GListModel, G_LIST_MODEL)
TL_CAST(tl_adw_preferences_row, AdwPreferencesRow, ADW_PREFERENCES_ROW)
TL_CAST(tl_adw_window, AdwWindow, ADW_WINDOW)
TL_CAST(tl_adw_preferences_window, AdwPreferencesWindow, ADW_PREFERENCES_WINDOW)
TL_CAST(tl_adw_preferences_page, AdwPreferencesPage, ADW_PREFERENCES_PAGE)
#undef TL_CAST

/* g_signal_connect_data with the callback cast to GCallback (G_CALLBACK). */
static inline gulong tl_signal_connect(gpointer instance, const gchar *signal, void *handler,
                                       gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* g_object_set / g_object_get for one boolean or string property. */
static inline void tl_object_set_bool(gpointer object, const gchar *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}
static inline gboolean tl_object_get_bool(gpointer object, const gchar *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}
static inline void tl_object_set_string(gpointer object, const gchar *name, const gchar *value) {
  g_object_set(object, name, value, NULL);
}
/* The property's string, newly allocated (free with g_free), or NULL. */
static inline gchar *tl_object_get_string(gpointer object, const gchar *name) {
  gchar *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

/* Accessible properties and relations, one at a time (gtk_accessible_update_property and
 * gtk_accessible_update_relation are variadic). */
static inline void tl_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void tl_accessible_set_description(GtkWidget *widget, const char *description) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 description, -1);
}
/* Whether a control that shows or hides other widgets (a section's header) is expanded. */
static inline void tl_accessible_set_expanded(GtkWidget *widget, gboolean expanded) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

/* A drawing area created with an accessible role (the role is fixed at construction). */
static inline GtkWidget *tl_drawing_area_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/* A box created with an accessible role, such as a group. */
static inline GtkWidget *tl_box_new_with_role(GtkOrientation orientation, int spacing,
                                              GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                 "accessible-role", role, NULL));
}

/* Whether a widget is of a type (G_TYPE_CHECK_INSTANCE_TYPE). */
static inline gboolean tl_is_a(gpointer object, GType type) {
  return object != NULL && G_TYPE_CHECK_INSTANCE_TYPE(object, type);
}

/* g_object_bind_property with G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL. */
static inline void tl_bind_both(gpointer source, const gchar *source_property, gpointer target,
                                const gchar *target_property) {
  g_object_bind_property(source, source_property, target, target_property,
                         G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
}

/* A fixed container created with an accessible role, such as a group. */
static inline GtkWidget *tl_fixed_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_FIXED, "accessible-role", role, NULL));
}

/* A drawing area that makes its own render nodes: instead of one cairo drawing of the whole
 * area, its snapshot function appends nodes to the widget's snapshot, so a part that did not
 * change can be the same node from frame to frame and GSK's diff leaves it out of the frame's
 * damage (the pixels repainted). It is still a GtkDrawingArea: its size, its "resize" signal
 * and its CSS background are the drawing area's. */
typedef void (*TlSnapshotFunc)(GtkWidget *widget, GtkSnapshot *snapshot, int width, int height,
                               gpointer data);

typedef struct {
  GtkDrawingArea parent_instance;
  TlSnapshotFunc func;
  gpointer data;
  GDestroyNotify destroy;
} TlSnapshotArea;

static GObjectClass *tl_snapshot_area_parent_class = NULL;

static void tl_snapshot_area_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  TlSnapshotArea *self = (TlSnapshotArea *)widget;
  if (self->func != NULL) {
    self->func(widget, snapshot, gtk_widget_get_width(widget), gtk_widget_get_height(widget),
               self->data);
  }
}

static void tl_snapshot_area_release(TlSnapshotArea *self) {
  if (self->destroy != NULL && self->data != NULL) self->destroy(self->data);
  self->func = NULL;
  self->data = NULL;
  self->destroy = NULL;
}

static void tl_snapshot_area_dispose(GObject *object) {
  tl_snapshot_area_release((TlSnapshotArea *)object);
  tl_snapshot_area_parent_class->dispose(object);
}

static void tl_snapshot_area_class_init(gpointer klass, gpointer class_data) {
  (void)class_data;
  tl_snapshot_area_parent_class = g_type_class_peek_parent(klass);
  G_OBJECT_CLASS(klass)->dispose = tl_snapshot_area_dispose;
  GTK_WIDGET_CLASS(klass)->snapshot = tl_snapshot_area_snapshot;
}

static inline GType tl_snapshot_area_get_type(void) {
  static GType type = 0;
  if (type == 0) type = g_type_from_name("TlSnapshotArea");
  if (type == 0) {
    type = g_type_register_static_simple(GTK_TYPE_DRAWING_AREA,
                                         g_intern_static_string("TlSnapshotArea"),
                                         sizeof(GtkDrawingAreaClass), tl_snapshot_area_class_init,
                                         sizeof(TlSnapshotArea), NULL, 0);
  }
  return type;
}

/* A snapshot area created with an accessible role. */
static inline GtkWidget *tl_snapshot_area_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(tl_snapshot_area_get_type(), "accessible-role", role, NULL));
}

/* Sets the function that makes the area's nodes; `destroy` releases `data` when the function
 * is replaced or the widget is disposed. */
static inline void tl_snapshot_area_set_func(GtkWidget *widget, TlSnapshotFunc func,
                                             gpointer data, GDestroyNotify destroy) {
  TlSnapshotArea *self = (TlSnapshotArea *)G_TYPE_CHECK_INSTANCE_CAST(
      widget, tl_snapshot_area_get_type(), TlSnapshotArea);
  tl_snapshot_area_release(self);
  self->func = func;
  self->data = data;
  self->destroy = destroy;
  gtk_widget_queue_draw(widget);
}

/* Gives a menu button its menu model when it is first opened, so the popover (its rows,
 * their styles and accelerator labels) is built then and not with the window: GTK builds a
 * menu model's popover as soon as it is set. The button holds a reference to `model`. */
static void tl_menu_button_set_model_on_open(GtkMenuButton *button, gpointer model) {
  gtk_menu_button_set_menu_model(button, G_MENU_MODEL(model));
}

static inline void tl_menu_button_set_menu_model_later(GtkMenuButton *button, GMenuModel *model) {
  gtk_menu_button_set_create_popup_func(button, tl_menu_button_set_model_on_open,
                                        g_object_ref(model), g_object_unref);
}

/* A container of one child that keeps the child's drawing, once it has stopped changing, as one
 * cairo node. GTK 4.8's cairo renderer draws every node of the window under each frame's
 * damage, culling none: while only the canvas moves, every label, border and icon of the side
 * panel and the header is drawn again and cut away by the clip. A kept cairo node replays
 * only its recorded drawing that meets the damage (cairo culls a recording by its extents), and
 * none when it lies outside. While the child changes (a hover, a slider dragged) its own nodes
 * pass through, so GSK's diff repaints only what changed; `TL_KEPT_BIN_SETTLE_MS` after the
 * last change its drawing is recorded into the kept node, which paints the same pixels (to
 * within one level of 255 where a card's shadow meets its rounded edge). At a
 * scale factor other than 1 the child's nodes always pass through (the recording's shadows
 * would be blurred at scale 1). */
#define TL_KEPT_BIN_SETTLE_MS 300

typedef struct {
  GtkWidget parent_instance;
  /* The child's node at the last snapshot, and the kept node recorded from it (or NULL). */
  GskRenderNode *child_node;
  GskRenderNode *kept;
  guint settle_source;
  /* How many snapshots found the child changed, and how many kept nodes were recorded. */
  guint changes;
  guint recordings;
} TlKeptBin;

static GObjectClass *tl_kept_bin_parent_class = NULL;

static gboolean tl_kept_bin_settle(gpointer data) {
  TlKeptBin *self = (TlKeptBin *)data;
  self->settle_source = 0;
  gtk_widget_queue_draw(GTK_WIDGET(self));
  return G_SOURCE_REMOVE;
}

static void tl_kept_bin_forget(TlKeptBin *self) {
  g_clear_pointer(&self->child_node, gsk_render_node_unref);
  g_clear_pointer(&self->kept, gsk_render_node_unref);
}

static GskRenderNode *tl_kept_bin_record(GskRenderNode *node) {
  graphene_rect_t bounds;
  gsk_render_node_get_bounds(node, &bounds);
  /* Whole pixels, so the recording's edge cuts no anti-aliased pixel in half. */
  float x = floorf(bounds.origin.x), y = floorf(bounds.origin.y);
  graphene_rect_t whole = GRAPHENE_RECT_INIT(
      x, y, ceilf(bounds.origin.x + bounds.size.width) - x,
      ceilf(bounds.origin.y + bounds.size.height) - y);
  GskRenderNode *kept = gsk_cairo_node_new(&whole);
  cairo_t *cr = gsk_cairo_node_get_draw_context(kept);
  gsk_render_node_draw(node, cr);
  cairo_destroy(cr);
  return kept;
}

/* Whether two snapshots of the child hold the same drawing. A child placed away from the bin's
 * origin (a margin) comes wrapped in a transform node that GTK makes anew on every snapshot,
 * around the child's own node, which GTK keeps while the child draws nothing new: the two are
 * the same drawing when they wrap the same node with the same transform. Compared by pointer
 * alone, such a child looked changed on every snapshot, so its bin never kept it and its settle
 * timeout drew the window again every `TL_KEPT_BIN_SETTLE_MS`, for ever, with nothing moving. */
static gboolean tl_kept_bin_same_drawing(GskRenderNode *a, GskRenderNode *b) {
  if (a == b) return TRUE;
  if (a == NULL || b == NULL) return FALSE;
  if (gsk_render_node_get_node_type(a) != GSK_TRANSFORM_NODE ||
      gsk_render_node_get_node_type(b) != GSK_TRANSFORM_NODE)
    return FALSE;
  return gsk_transform_node_get_child(a) == gsk_transform_node_get_child(b) &&
         gsk_transform_equal(gsk_transform_node_get_transform(a),
                             gsk_transform_node_get_transform(b));
}

static void tl_kept_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  TlKeptBin *self = (TlKeptBin *)widget;
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (child == NULL) return;
  GtkSnapshot *inner = gtk_snapshot_new();
  gtk_widget_snapshot_child(widget, child, inner);
  GskRenderNode *node = gtk_snapshot_free_to_node(inner);
  if (node == NULL) {
    tl_kept_bin_forget(self);
    return;
  }
  if (tl_kept_bin_same_drawing(node, self->child_node) && gtk_widget_get_scale_factor(widget) == 1) {
    /* The child drew nothing new since the last snapshot: its drawing is kept. */
    if (self->kept == NULL) {
      self->kept = tl_kept_bin_record(node);
      self->recordings++;
    }
    gtk_snapshot_append_node(snapshot, self->kept);
    gsk_render_node_unref(node);
    return;
  }
  if (!tl_kept_bin_same_drawing(node, self->child_node)) self->changes++;
  tl_kept_bin_forget(self);
  self->child_node = node;
  gtk_snapshot_append_node(snapshot, node);
  if (self->settle_source != 0) g_source_remove(self->settle_source);
  self->settle_source = g_timeout_add(TL_KEPT_BIN_SETTLE_MS, tl_kept_bin_settle, self);
}

static void tl_kept_bin_dispose(GObject *object) {
  TlKeptBin *self = (TlKeptBin *)object;
  if (self->settle_source != 0) g_source_remove(self->settle_source);
  self->settle_source = 0;
  tl_kept_bin_forget(self);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
    gtk_widget_unparent(child);
  tl_kept_bin_parent_class->dispose(object);
}

static void tl_kept_bin_class_init(gpointer klass, gpointer class_data) {
  (void)class_data;
  tl_kept_bin_parent_class = g_type_class_peek_parent(klass);
  G_OBJECT_CLASS(klass)->dispose = tl_kept_bin_dispose;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->snapshot = tl_kept_bin_snapshot;
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name(widget_class, "keptbin");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static inline GType tl_kept_bin_get_type(void) {
  static GType type = 0;
  if (type == 0) type = g_type_from_name("TlKeptBin");
  if (type == 0) {
    type = g_type_register_static_simple(GTK_TYPE_WIDGET, g_intern_static_string("TlKeptBin"),
                                         sizeof(GtkWidgetClass), tl_kept_bin_class_init,
                                         sizeof(TlKeptBin), NULL, 0);
  }
  return type;
}

/* A kept bin around `child` (which must have no parent). */
static inline GtkWidget *tl_kept_bin_new(GtkWidget *child) {
  GtkWidget *bin = GTK_WIDGET(g_object_new(tl_kept_bin_get_type(), NULL));
  gtk_widget_set_parent(child, bin);
  return bin;
}

static inline TlKeptBin *tl_kept_bin(GtkWidget *widget) {
  return (TlKeptBin *)G_TYPE_CHECK_INSTANCE_CAST(widget, tl_kept_bin_get_type(), TlKeptBin);
}

/* Whether the bin shows its kept node now; how many times its child changed; how many kept
 * nodes it recorded. */
static inline gboolean tl_kept_bin_is_kept(GtkWidget *widget) {
  return tl_kept_bin(widget)->kept != NULL;
}
static inline guint tl_kept_bin_changes(GtkWidget *widget) { return tl_kept_bin(widget)->changes; }
/* Whether the bin waits to record its kept node (a timeout that draws the window again). */
static inline gboolean tl_kept_bin_is_settling(GtkWidget *widget) {
  return tl_kept_bin(widget)->settle_source != 0;
}
static inline guint tl_kept_bin_recordings(GtkWidget *widget) {
  return tl_kept_bin(widget)->recordings;
}

#endif
