/// A unified diff of two texts, line by line, as `diff -u` prints it (`---`/`+++` headers, `@@`
/// hunks with three lines of context).
public enum UnifiedDiff {
  /// Lines of context around each change.
  public static let contextLines = 3

  /// The diff of `old` and `new`, empty when they are equal.
  public static func make(old: String, new: String, oldName: String, newName: String) -> String {
    let a = lines(old)
    let b = lines(new)
    // The bridge keeps most lines where they were: a line-for-line pairing, with what one
    // text has beyond the other at its end, reads best when it changes no more lines than
    // the longest common subsequence does.
    let common = script(a, b)
    let paired = aligned(a, b)
    let changes = { (ops: [Operation]) in ops.filter { $0.kind != .same }.count }
    let operations = changes(paired) <= changes(common) ? paired : common
    guard operations.contains(where: { $0.kind != .same }) else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    var index = 0
    while index < operations.count {
      guard operations[index].kind != .same else {
        index += 1
        continue
      }
      // A hunk: this change, the changes within twice the context of it, and the context.
      let start = max(index - contextLines, 0)
      var end = index
      var lastChange = index
      while end < operations.count {
        if operations[end].kind != .same { lastChange = end }
        if end - lastChange > 2 * contextLines { break }
        end += 1
      }
      end = min(lastChange + contextLines + 1, operations.count)
      let hunk = operations[start..<end]
      let oldStart = hunk.first.map { $0.oldLine } ?? 0
      let newStart = hunk.first.map { $0.newLine } ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      output +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) "
        + "+\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for operation in hunk {
        switch operation.kind {
        case .same: output += " " + a[operation.oldLine] + "\n"
        case .delete: output += "-" + a[operation.oldLine] + "\n"
        case .insert: output += "+" + b[operation.newLine] + "\n"
        }
      }
      index = end
    }
    return output
  }

  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  private struct Operation {
    enum Kind { case same, delete, insert }
    var kind: Kind
    /// The line of the old text this operation is at (0-based), and of the new.
    var oldLine: Int
    var newLine: Int
  }

  /// Line `i` of one text against line `i` of the other; the longer one's extra lines at the
  /// end are deleted or inserted.
  private static func aligned(_ a: [String], _ b: [String]) -> [Operation] {
    var operations: [Operation] = []
    var deleted: [Operation] = []
    var inserted: [Operation] = []
    func flush() {
      operations += deleted + inserted
      deleted = []
      inserted = []
    }
    for index in 0..<min(a.count, b.count) {
      if a[index] == b[index] {
        flush()
        operations.append(Operation(kind: .same, oldLine: index, newLine: index))
      } else {
        deleted.append(Operation(kind: .delete, oldLine: index, newLine: index))
        inserted.append(Operation(kind: .insert, oldLine: index, newLine: index))
      }
    }
    for index in b.count..<max(a.count, b.count) where a.count > b.count {
      deleted.append(Operation(kind: .delete, oldLine: index, newLine: b.count))
    }
    for index in a.count..<max(a.count, b.count) where b.count > a.count {
      inserted.append(Operation(kind: .insert, oldLine: a.count, newLine: index))
    }
    flush()
    return operations
  }

  /// The edit script from the longest common subsequence of lines. The common prefix and
  /// suffix are taken off first, so a file with a few changed lines costs little.
  private static func script(_ a: [String], _ b: [String]) -> [Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    let n = middleA.count
    let m = middleB.count
    // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
    var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    if n > 0, m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i][j] =
            middleA[i] == middleB[j]
            ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
    }
    var operations: [Operation] = (0..<prefix).map {
      Operation(kind: .same, oldLine: $0, newLine: $0)
    }
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, middleA[i] == middleB[j] {
        operations.append(Operation(kind: .same, oldLine: prefix + i, newLine: prefix + j))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        operations.append(Operation(kind: .delete, oldLine: prefix + i, newLine: prefix + j))
        i += 1
      } else {
        operations.append(Operation(kind: .insert, oldLine: prefix + i, newLine: prefix + j))
        j += 1
      }
    }
    for offset in 0..<suffix {
      operations.append(
        Operation(
          kind: .same, oldLine: a.count - suffix + offset, newLine: b.count - suffix + offset))
    }
    return operations
  }
}
