/* The least a window can do before its first frame: a GTK 4 window with a header bar and a
 * cairo drawing area that exits once its first frame is painted. Built twice by
 * scripts/first-frame-floor.py: on GTK alone, and with -DWITH_ADWAITA on libadwaita's
 * application, window and header bar, as the lab's window is.
 *
 * It prints two times (microseconds of the real-time clock): `first-draw` when the drawing
 * area's draw function first runs, during the frame's snapshot and before GSK renders the
 * frame; then `after-paint` when the frame clock's `after-paint` signal ends that frame, once
 * it is rendered and handed to the display, which is when the lab writes its first `layout`
 * trace line. */
#ifdef WITH_ADWAITA
#include <adwaita.h>
#else
#include <gtk/gtk.h>
#endif
#include <stdio.h>
#include <stdlib.h>

static void after_paint(GdkFrameClock *clock, gpointer data) {
  printf("after-paint %lld\n", (long long)g_get_real_time());
  fflush(stdout);
  exit(0);
}

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
  static gboolean drawn = FALSE;
  cairo_set_source_rgb(cr, 0.2, 0.6, 0.3);
  cairo_paint(cr);
  if (drawn) return;
  drawn = TRUE;
  printf("first-draw %lld\n", (long long)g_get_real_time());
  fflush(stdout);
  /* The frame this draw belongs to ends with the clock's after-paint. */
  g_signal_connect(gtk_widget_get_frame_clock(GTK_WIDGET(area)), "after-paint",
                   G_CALLBACK(after_paint), NULL);
}

static void activate(GApplication *app, gpointer data) {
  GtkWidget *area = gtk_drawing_area_new();
  gtk_widget_set_vexpand(area, TRUE);
  gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
#ifdef WITH_ADWAITA
  GtkWidget *window = adw_application_window_new(GTK_APPLICATION(app));
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(box), adw_header_bar_new());
  gtk_box_append(GTK_BOX(box), area);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
#else
  GtkWidget *window = gtk_application_window_new(GTK_APPLICATION(app));
  gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
  gtk_window_set_child(GTK_WINDOW(window), area);
#endif
  gtk_window_set_default_size(GTK_WINDOW(window), 1100, 760);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
#ifdef WITH_ADWAITA
  GtkApplication *app = GTK_APPLICATION(adw_application_new("org.example.FirstFrameFloor", G_APPLICATION_NON_UNIQUE));
#else
  GtkApplication *app = gtk_application_new("org.example.FirstFrameFloor", G_APPLICATION_NON_UNIQUE);
#endif
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
