#!/bin/sh
# Counts what a running window holds, without stopping it for more than a moment: the heap
# (glibc's mallinfo2: bytes in use and free inside it) and the widgets in its windows' trees,
# by type. Appends them to OUT.
#
#   scripts/census.sh PID OUT
#
# It builds a small helper against GTK, loads it into the process with gdb and calls it once
# (the process is paused for that call, a few seconds with a debug build's symbols).
# docs/performance.md counts a soak's window this way at several times.
set -eu
if [ $# -ne 2 ]; then
  echo "usage: scripts/census.sh PID OUT" >&2
  exit 2
fi
pid=$1
out=$(realpath -m "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/census.c" <<'C'
#include <gtk/gtk.h>
#include <malloc.h>
#include <stdio.h>

static void walk(GtkWidget *widget, GHashTable *counts, int *total) {
  const char *name = G_OBJECT_TYPE_NAME(widget);
  g_hash_table_insert(counts, (gpointer)name,
                      GINT_TO_POINTER(GPOINTER_TO_INT(g_hash_table_lookup(counts, name)) + 1));
  *total += 1;
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child;
       child = gtk_widget_get_next_sibling(child))
    walk(child, counts, total);
}

static void print(gpointer name, gpointer count, gpointer file) {
  fprintf(file, "%s %d\n", (char *)name, GPOINTER_TO_INT(count));
}

int census(const char *path) {
  FILE *file = fopen(path, "a");
  if (!file) return -1;
  struct mallinfo2 heap = mallinfo2();
  fprintf(file, "== heap in-use %zu free %zu arena %zu mmap %zu\n", heap.uordblks,
          heap.fordblks, heap.arena, heap.hblkhd);
  GHashTable *counts = g_hash_table_new(g_str_hash, g_str_equal);
  int total = 0;
  GListModel *windows = gtk_window_get_toplevels();
  guint n = g_list_model_get_n_items(windows);
  for (guint i = 0; i < n; i++) {
    GtkWidget *window = g_list_model_get_item(windows, i);
    walk(window, counts, &total);
    g_object_unref(window);
  }
  fprintf(file, "== windows %u widgets %d\n", n, total);
  g_hash_table_foreach(counts, print, file);
  g_hash_table_destroy(counts);
  fprintf(file, "== end\n");
  fclose(file);
  return 0;
}
C
# shellcheck disable=SC2046
gcc -shared -fPIC -O1 -o "$work/census.so" "$work/census.c" $(pkg-config --cflags --libs gtk4)
gdb -p "$pid" -batch -nx -iex "set auto-solib-add off" -iex "set debuginfod enabled off" \
  -ex "sharedlibrary libc.so" -ex "call (void*)dlopen(\"$work/census.so\", 2)" \
  -ex "sharedlibrary census" -ex "call (int)census(\"$out\")" > /dev/null 2>&1
