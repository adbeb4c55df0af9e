import Foundation
import XCTest

@testable import TransitionLab

/// The README and the pages in `docs/`: every relative link reaches a file (and a heading, when
/// it names one), every page is reachable from the README, and the README names the tutorials
/// the scenes come from and opens with a picture before its set-up.
final class DocumentationLinkTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testEveryRelativeLinkReachesAFileAndItsHeading() throws {
    var broken: [String] = []
    for page in try Self.pages() {
      for link in try Self.links(in: page) where !Self.isExternal(link) {
        let (path, anchor) = Self.split(link)
        let target = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardized
        guard FileManager.default.fileExists(atPath: target.path) else {
          broken.append("\(Self.name(page)): \(link) (no such file)")
          continue
        }
        if let anchor, target.pathExtension == "md", !(try Self.anchors(in: target)).contains(anchor) {
          broken.append("\(Self.name(page)): \(link) (no such heading)")
        }
      }
    }
    XCTAssertEqual(broken, [], "broken links")
  }

  func testEveryPageInDocsIsReachableFromTheReadme() throws {
    var reached: Set<String> = []
    var queue = [Self.root.appendingPathComponent("README.md")]
    while let page = queue.popLast() {
      guard reached.insert(page.standardized.path).inserted else { continue }
      for link in try Self.links(in: page) where !Self.isExternal(link) {
        let path = Self.split(link).0
        guard path.hasSuffix(".md") else { continue }
        let target = page.deletingLastPathComponent().appendingPathComponent(path).standardized
        if FileManager.default.fileExists(atPath: target.path) { queue.append(target) }
      }
    }
    let docs = try Self.pages().filter { $0.lastPathComponent != "README.md" }
    let unreached = docs.map(\.standardized.path).filter { !reached.contains($0) }
    XCTAssertEqual(unreached.map { String($0.dropFirst(Self.root.path.count + 1)) }, [])
  }

  @MainActor func testTheReadmeLinksTheTutorialsAndShowsAPictureBeforeItsSetUp() async throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for tutorial in AboutWindow.tutorials {
      XCTAssertTrue(readme.contains("](\(tutorial.url))"), "the README does not link \(tutorial.url)")
    }
    let picture = try XCTUnwrap(readme.range(of: "![")?.lowerBound)
    let setUp = try XCTUnwrap(readme.range(of: "## Set-up")?.lowerBound)
    XCTAssertLessThan(picture, setUp, "the first picture comes after the set-up")
    XCTAssertTrue(readme.contains("make run"))
    XCTAssertTrue(readme.contains("make test"))
  }

  // MARK: - Reading Markdown

  static func pages() throws -> [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
  }

  static func name(_ page: URL) -> String { String(page.standardized.path.dropFirst(root.path.count + 1)) }

  static func isExternal(_ link: String) -> Bool {
    link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:")
  }

  static func split(_ link: String) -> (String, String?) {
    guard let hash = link.firstIndex(of: "#") else { return (link, nil) }
    return (String(link[..<hash]), String(link[link.index(after: hash)...]))
  }

  /// The text outside fenced code blocks.
  static func prose(of page: URL) throws -> [Substring] {
    var inCode = false
    return try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in
        if line.hasPrefix("```") { inCode.toggle(); return false }
        return !inCode
      }
  }

  /// The targets of `[text](target)` and `![alt](target)`.
  static func links(in page: URL) throws -> [String] {
    let text = try prose(of: page).joined(separator: "\n")
    let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The headings' anchors as GitHub makes them: lower case, punctuation dropped, spaces to
  /// hyphens.
  static func anchors(in page: URL) throws -> Set<String> {
    Set(try prose(of: page).compactMap { line -> String? in
      guard line.hasPrefix("#") else { return nil }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
      }
      return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    })
  }
}
