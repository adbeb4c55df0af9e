/*
 * weston-touch: a weston 10 module that gives the compositor's seat a touchscreen and plays
 * touch input on it from a script, so a Wayland client can be touched with real fingers in
 * a headless test.
 *
 *   weston --backend=headless-backend.so --shell=kiosk-shell.so \
 *          --modules=/path/to/weston-touch.so
 *
 * The module listens on the UNIX stream socket named by WESTON_TOUCH_SOCKET (by default
 * $XDG_RUNTIME_DIR/weston-touch.sock). A client writes lines; the module answers every line
 * with one line, "ok …" once the line has been played, or "error …":
 *
 *   down ID X Y     finger ID (0–9) touches compositor point X,Y (pixels, may be fractional)
 *   move ID X Y     finger ID moves to X,Y
 *   up ID           finger ID lifts
 *   cancel          the compositor takes every finger away (wl_touch.cancel)
 *   frame           ends a group of touch events (wl_touch.frame)
 *   wait MS         waits MS milliseconds of the compositor's clock before the next line
 *   ping            answers "ok pong" (the client knows the module is there)
 *
 * Several commands may share a line, separated by ";": the touch events of one line form one
 * frame (two fingers landing together). A line of down, move or up commands ends with a frame
 * of its own, so a client never needs to send "frame" unless it groups by hand. Every event is
 * stamped with weston_compositor_get_time, the compositor's clock. "down" answers
 * "ok down ID focus" when a surface took the touch and "ok down ID nofocus" otherwise.
 */

#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include <libweston/libweston.h>
#include <wayland-server-core.h>
#include <wayland-server-protocol.h>

/*
 * What libweston-10 exports but its installed headers do not declare: these live in
 * libweston's private libweston-internal.h, which libweston-10-dev does not install. The
 * signatures are weston 10.0's (the x, y pair became a weston_coord_global in weston 12).
 */
int weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec,
                     const char *seat_name);
int weston_seat_init_touch(struct weston_seat *seat);
struct weston_touch_device *weston_touch_create_touch_device(
    struct weston_touch *touch, const char *syspath, void *backend_data,
    const struct weston_touch_device_ops *ops);
void weston_touch_device_destroy(struct weston_touch_device *device);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time,
                             int touch_id, double x, double y,
                             const struct weston_point2d_device_normalized *norm,
                             int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
void notify_touch_cancel(struct weston_touch_device *device);

/* The module's entry point, as weston's own weston.h declares it. */
WL_EXPORT int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[]);

#define MAX_FINGERS 10
#define LINE_MAX_BYTES 4096

struct touch_player {
  struct weston_compositor *compositor;
  struct weston_seat own_seat;
  struct weston_seat *seat;
  struct weston_touch_device *device;
  struct wl_listener destroy_listener;

  int listen_fd;
  struct wl_event_source *listen_source;
  int client_fd;
  struct wl_event_source *client_source;
  struct wl_event_source *wait_timer;
  bool waiting;

  char input[LINE_MAX_BYTES * 4];
  size_t input_length;
  bool down[MAX_FINGERS];
  char socket_path[sizeof(((struct sockaddr_un *)0)->sun_path)];
};

static void reply(struct touch_player *player, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void reply(struct touch_player *player, const char *format, ...) {
  char text[512];
  va_list arguments;
  va_start(arguments, format);
  int length = vsnprintf(text, sizeof text - 1, format, arguments);
  va_end(arguments);
  if (length < 0) return;
  if ((size_t)length > sizeof text - 2) length = sizeof text - 2;
  text[length++] = '\n';
  if (player->client_fd >= 0) {
    ssize_t written = write(player->client_fd, text, (size_t)length);
    (void)written;
  }
}

static void touch_event(struct touch_player *player, int id, double x, double y, int type) {
  struct timespec now;
  weston_compositor_get_time(&now);
  notify_touch_normalized(player->device, &now, id, x, y, NULL, type);
}

/* Takes every finger away: notify_touch_cancel tells the seat's touch grab; weston 10's
 * default grab passes nothing on, so the client with the touch focus is sent wl_touch.cancel
 * here, as a compositor gesture that claims the touches would. Then, with the focus gone so
 * no client hears of it, every finger still down is lifted inside the compositor, so its
 * count of touch points is back at zero and the next "down" picks the surface under it. */
static void cancel_fingers(struct touch_player *player) {
  struct weston_touch *touch = player->seat->touch_state;
  notify_touch_cancel(player->device);
  struct wl_resource *resource;
  wl_resource_for_each(resource, &touch->focus_resource_list) wl_touch_send_cancel(resource);
  weston_touch_set_focus(touch, NULL);
  bool any = false;
  for (int id = 0; id < MAX_FINGERS; id++) {
    if (!player->down[id]) continue;
    player->down[id] = false;
    touch_event(player, id, 0, 0, WL_TOUCH_UP);
    any = true;
  }
  if (any) notify_touch_frame(player->device);
}

static bool parse_id(const char *text, int *id) {
  char *end;
  long value = strtol(text ? text : "", &end, 10);
  if (!text || *end || value < 0 || value >= MAX_FINGERS) return false;
  *id = (int)value;
  return true;
}

static bool parse_number(const char *text, double *number) {
  char *end;
  if (!text) return false;
  *number = strtod(text, &end);
  return *end == '\0' && end != text;
}

/* Plays one line; returns false when it started a wait (the rest waits for the timer). */
static bool play_line(struct touch_player *player, char *line) {
  char answer[384] = "";
  size_t used = 0;
  bool touched = false;
  char *save_commands;
  for (char *command = strtok_r(line, ";", &save_commands); command;
       command = strtok_r(NULL, ";", &save_commands)) {
    char *save_words;
    char *verb = strtok_r(command, " \t\r", &save_words);
    if (!verb) continue;
    char *a = strtok_r(NULL, " \t\r", &save_words);
    char *b = strtok_r(NULL, " \t\r", &save_words);
    char *c = strtok_r(NULL, " \t\r", &save_words);
    char *extra = strtok_r(NULL, " \t\r", &save_words);
    int id;
    double x, y;
    if (extra) {
      reply(player, "error '%s': too many words", verb);
      return true;
    }
    if (!strcmp(verb, "down") || !strcmp(verb, "move")) {
      bool isDown = verb[0] == 'd';
      if (!parse_id(a, &id) || !parse_number(b, &x) || !parse_number(c, &y)) {
        reply(player, "error '%s' takes ID (0-%d) X Y", verb, MAX_FINGERS - 1);
        return true;
      }
      if (isDown == player->down[id]) {
        reply(player, "error finger %d is %s", id, isDown ? "already down" : "not down");
        return true;
      }
      player->down[id] = true;
      touch_event(player, id, x, y, isDown ? WL_TOUCH_DOWN : WL_TOUCH_MOTION);
      touched = true;
      if (isDown) {
        bool focused = player->seat->touch_state && player->seat->touch_state->focus;
        used += snprintf(answer + used, sizeof answer - used, " down %d %s", id,
                         focused ? "focus" : "nofocus");
      }
    } else if (!strcmp(verb, "up")) {
      if (!parse_id(a, &id) || b) {
        reply(player, "error 'up' takes ID (0-%d)", MAX_FINGERS - 1);
        return true;
      }
      if (!player->down[id]) {
        reply(player, "error finger %d is not down", id);
        return true;
      }
      player->down[id] = false;
      touch_event(player, id, 0, 0, WL_TOUCH_UP);
      touched = true;
    } else if (!strcmp(verb, "frame")) {
      notify_touch_frame(player->device);
      touched = false;
    } else if (!strcmp(verb, "cancel")) {
      if (touched) notify_touch_frame(player->device);
      touched = false;
      cancel_fingers(player);
    } else if (!strcmp(verb, "ping")) {
      used += snprintf(answer + used, sizeof answer - used, " pong");
    } else if (!strcmp(verb, "wait")) {
      double milliseconds;
      if (!parse_number(a, &milliseconds) || b || milliseconds < 0 || milliseconds > 60000) {
        reply(player, "error 'wait' takes MS (0-60000)");
        return true;
      }
      if (touched) notify_touch_frame(player->device);
      if (milliseconds < 1) {
        touched = false;
        continue;
      }
      /* A wait ends the line's answer when its timer fires. */
      player->waiting = true;
      wl_event_source_timer_update(player->wait_timer, (int)(milliseconds + 0.5));
      return false;
    } else {
      reply(player, "error unknown command '%s' (down, move, up, cancel, frame, wait, ping)",
            verb);
      return true;
    }
    if (used >= sizeof answer) used = sizeof answer - 1;
  }
  if (touched) notify_touch_frame(player->device);
  reply(player, "ok%s", answer);
  return true;
}

/* Plays the complete lines received so far, stopping at a wait. */
static void play_pending(struct touch_player *player) {
  while (!player->waiting) {
    char *newline = memchr(player->input, '\n', player->input_length);
    if (!newline) {
      if (player->input_length >= LINE_MAX_BYTES) {
        reply(player, "error line longer than %d bytes", LINE_MAX_BYTES);
        player->input_length = 0;
      }
      return;
    }
    *newline = '\0';
    size_t consumed = (size_t)(newline - player->input) + 1;
    char line[LINE_MAX_BYTES];
    if (consumed > sizeof line) {
      memmove(player->input, player->input + consumed, player->input_length - consumed);
      player->input_length -= consumed;
      reply(player, "error line longer than %d bytes", LINE_MAX_BYTES - 1);
      continue;
    }
    memcpy(line, player->input, consumed);
    memmove(player->input, player->input + consumed, player->input_length - consumed);
    player->input_length -= consumed;
    char *start = line;
    while (*start == ' ' || *start == '\t') start++;
    if (*start == '\0' || *start == '#') {
      reply(player, "ok");
      continue;
    }
    play_line(player, start);
  }
}

static int wait_done(void *data) {
  struct touch_player *player = data;
  player->waiting = false;
  reply(player, "ok");
  play_pending(player);
  return 0;
}

static void close_client(struct touch_player *player) {
  if (player->client_source) wl_event_source_remove(player->client_source);
  player->client_source = NULL;
  if (player->client_fd >= 0) close(player->client_fd);
  player->client_fd = -1;
  player->input_length = 0;
  if (player->waiting) {
    wl_event_source_timer_update(player->wait_timer, 0);
    player->waiting = false;
  }
  /* A script that ends with fingers down leaves them down, as a hand resting on the screen
   * would; the next script can lift them. */
}

static int client_readable(int fd, uint32_t mask, void *data) {
  struct touch_player *player = data;
  if (mask & (WL_EVENT_HANGUP | WL_EVENT_ERROR)) {
    if (!(mask & WL_EVENT_READABLE)) {
      close_client(player);
      return 0;
    }
  }
  size_t room = sizeof player->input - player->input_length;
  ssize_t count = read(fd, player->input + player->input_length, room);
  if (count <= 0) {
    if (count < 0 && (errno == EAGAIN || errno == EINTR)) return 0;
    close_client(player);
    return 0;
  }
  player->input_length += (size_t)count;
  play_pending(player);
  return 0;
}

static int client_arrived(int fd, uint32_t mask, void *data) {
  struct touch_player *player = data;
  (void)mask;
  int client = accept4(fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if (client < 0) return 0;
  /* One script at a time: a new client replaces the one before. */
  close_client(player);
  player->client_fd = client;
  struct wl_event_loop *loop = wl_display_get_event_loop(player->compositor->wl_display);
  player->client_source =
      wl_event_loop_add_fd(loop, client, WL_EVENT_READABLE, client_readable, player);
  return 0;
}

static void player_destroy(struct wl_listener *listener, void *data) {
  struct touch_player *player = wl_container_of(listener, player, destroy_listener);
  (void)data;
  close_client(player);
  if (player->wait_timer) wl_event_source_remove(player->wait_timer);
  if (player->listen_source) wl_event_source_remove(player->listen_source);
  if (player->listen_fd >= 0) close(player->listen_fd);
  unlink(player->socket_path);
  free(player);
}

static int open_socket(struct touch_player *player) {
  const char *path = getenv("WESTON_TOUCH_SOCKET");
  const char *runtime = getenv("XDG_RUNTIME_DIR");
  int length;
  if (path && *path)
    length = snprintf(player->socket_path, sizeof player->socket_path, "%s", path);
  else if (runtime && *runtime)
    length = snprintf(player->socket_path, sizeof player->socket_path, "%s/weston-touch.sock",
                      runtime);
  else {
    weston_log("weston-touch: set WESTON_TOUCH_SOCKET or XDG_RUNTIME_DIR\n");
    return -1;
  }
  if (length < 0 || (size_t)length >= sizeof player->socket_path) {
    weston_log("weston-touch: socket path too long\n");
    return -1;
  }
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return -1;
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  memcpy(address.sun_path, player->socket_path, sizeof address.sun_path);
  unlink(player->socket_path);
  if (bind(fd, (struct sockaddr *)&address, sizeof address) < 0 || listen(fd, 4) < 0) {
    weston_log("weston-touch: cannot listen on %s: %s\n", player->socket_path,
               strerror(errno));
    close(fd);
    return -1;
  }
  player->listen_fd = fd;
  return 0;
}

WL_EXPORT int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[]) {
  (void)argc;
  (void)argv;
  struct touch_player *player = calloc(1, sizeof *player);
  if (!player) return -1;
  player->compositor = compositor;
  player->listen_fd = -1;
  player->client_fd = -1;

  /* The first seat the backend made, or one of our own (the headless backend makes none). */
  if (!wl_list_empty(&compositor->seat_list)) {
    player->seat = wl_container_of(compositor->seat_list.next, player->seat, link);
  } else {
    weston_seat_init(&player->own_seat, compositor, "default");
    player->seat = &player->own_seat;
  }
  if (weston_seat_init_touch(player->seat) < 0 || !player->seat->touch_state) {
    weston_log("weston-touch: the seat has no touch\n");
    free(player);
    return -1;
  }
  player->device = weston_touch_create_touch_device(player->seat->touch_state,
                                                    "weston-touch", NULL, NULL);
  if (!player->device || open_socket(player) < 0) {
    free(player);
    return -1;
  }
  struct wl_event_loop *loop = wl_display_get_event_loop(compositor->wl_display);
  player->listen_source =
      wl_event_loop_add_fd(loop, player->listen_fd, WL_EVENT_READABLE, client_arrived, player);
  player->wait_timer = wl_event_loop_add_timer(loop, wait_done, player);
  player->destroy_listener.notify = player_destroy;
  weston_compositor_add_destroy_listener_once(compositor, &player->destroy_listener,
                                              player_destroy);
  weston_log("weston-touch: a touchscreen on seat %s; scripts on %s\n", player->seat->seat_name,
             player->socket_path);
  return 0;
}
