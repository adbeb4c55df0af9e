import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same folder, which is then renamed over the destination (a rename within one file
/// system is atomic). On any failure the temporary file is removed and the destination is
/// left as it was.
public enum AtomicFile {
  /// Permissions of a written file: read and write for the owner, read for the others.
  private static let fileMode: mode_t = 0o644

  /// Writes `bytes` to `path`, replacing any regular file there.
  ///
  /// Anything else already at `path` is refused rather than replaced: the rename would put
  /// the image in place of a device (/dev/null), a pipe or a socket.
  ///
  /// - Throws: `RenderError.cannotWrite` naming the path and the reason (missing folder,
  ///   permission, a directory or another kind of file in the way, a full disk).
  public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
    guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the path is empty") }
    if let reason = refusal(for: path) { throw .cannotWrite(path: path, reason: reason) }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var template = Array("\(folder)/.\(url.lastPathComponent).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: reason(errno, folder: folder))
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fchmod(descriptor, fileMode) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: reason(failure, folder: folder))
    }
  }

  /// Why a file written to `path` could not replace what is there now, or nil: nothing is
  /// there, or a regular file is. A folder, and anything else (a device such as /dev/null, a
  /// pipe, a socket, which the rename would replace), is refused, as is a path ending in '/',
  /// which names no file. Callers check this before work that ends in a write, too.
  public static func refusal(for path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: return "it is a directory"
      default: return "it is not a regular file"
      }
    }
    return path.hasSuffix("/") ? "a file name cannot end in '/'" : nil
  }

  /// A short reason for an `errno` value, naming the folder when it is the folder's fault.
  private static func reason(_ code: Int32, folder: String) -> String {
    switch code {
    case ENOENT, ENOTDIR:
      var status = stat()
      let isFolder = stat(folder, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      return isFolder
        ? String(cString: strerror(code)) : "the folder '\(folder)' does not exist"
    case EACCES, EPERM, EROFS: return "permission denied in the folder '\(folder)'"
    default: return String(cString: strerror(code))
    }
  }
}
