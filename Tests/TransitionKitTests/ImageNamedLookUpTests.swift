import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// `Image(named:)` in a scene folder laid out as an Xcode project is: images in subfolders
/// (groups, whose files Xcode copies to the bundle's top), asset catalogs anywhere with their
/// `Contents.json`, the scale nearest the device's, and one rule when two files share a name.
final class ImageNamedLookUpTests: XCTestCase {
  private var folder: String!

  override func setUp() {
    super.setUp()
    folder = NSTemporaryDirectory() + "image-lookup-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    Image.resourceDirectories = [folder]
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
    Image.resourceDirectories = []
    super.tearDown()
  }

  private func png(_ name: String, width: Int, height: Int = 10) {
    write(ImageTests.pngHeader(width: width, height: height), name)
  }

  private func write(_ data: Data, _ name: String) {
    let path = (folder as NSString).appendingPathComponent(name)
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: path, contents: data)
  }

  private func contents(_ images: [(file: String?, scale: String?, idiom: String)]) -> Data {
    let entries = images.map { image -> [String: String] in
      var entry = ["idiom": image.idiom]
      if let file = image.file { entry["filename"] = file }
      if let scale = image.scale { entry["scale"] = scale }
      return entry
    }
    let object: [String: Any] = ["images": entries, "info": ["author": "xcode", "version": 1]]
    return try! JSONSerialization.data(withJSONObject: object)
  }

  /// The path of the file an image was read from.
  private func file(of image: Image?) -> String? {
    guard case .file(let path, _) = image?.source else { return nil }
    return String(path.dropFirst(folder.count + 1))
  }

  /// `Image(named:)` as code running on a device of that kind sees it.
  @MainActor private func named(_ name: String, on device: String) throws -> Image? {
    let model = try XCTUnwrap(DeviceCatalog.all.first { $0.id == device })
    let window = Window(
      screen: Screen(device: model), engine: AnimationEngine(clock: ManualClock()))
    return window.run { Image(named: name) }
  }

  func testAnImageInASubfolderAnswersToItsBareName() throws {
    png("Resources/Photos/beach.png", width: 40)
    png("Sources/Icons/close@2x.png", width: 24)
    XCTAssertEqual(file(of: Image(named: "beach")), "Resources/Photos/beach.png")
    XCTAssertEqual(file(of: Image(named: "beach.png")), "Resources/Photos/beach.png")
    let close = try XCTUnwrap(Image(named: "close"))
    XCTAssertEqual(close.scale, 2)
    XCTAssertEqual(close.size.width, 12)
    XCTAssertEqual(
      file(of: Image(named: "Resources/Photos/beach")), "Resources/Photos/beach.png",
      "a name with its folder, as a folder reference is copied whole")
    XCTAssertNil(Image(named: "Photos"), "a folder is not an image")
  }

  func testAnAssetCatalogInASubfolderIsReadThroughItsContentsFile() throws {
    // The files are named as Xcode leaves them when they are dragged in: nothing in the name
    // says their scale; Contents.json does.
    png("App/Assets.xcassets/photo1.imageset/photo1-small.png", width: 100)
    png("App/Assets.xcassets/photo1.imageset/medium.png", width: 200)
    png("App/Assets.xcassets/photo1.imageset/large.png", width: 300)
    write(
      contents([
        ("photo1-small.png", "1x", "universal"), ("medium.png", "2x", "universal"),
        ("large.png", "3x", "universal"),
      ]), "App/Assets.xcassets/photo1.imageset/Contents.json")
    let photo = try XCTUnwrap(Image(named: "photo1"))
    XCTAssertEqual(file(of: photo), "App/Assets.xcassets/photo1.imageset/large.png")
    XCTAssertEqual(photo.scale, 3)
    XCTAssertEqual(photo.size.width, 100)
  }

  @MainActor func testTheScaleNearestTheDevicesIsTakenTheLargerOfTwoAsNear() throws {
    png("Assets.xcassets/card.imageset/card-1.png", width: 10)
    png("Assets.xcassets/card.imageset/card-3.png", width: 30)
    write(
      contents([
        ("card-1.png", "1x", "universal"), (nil, "2x", "universal"),
        ("card-3.png", "3x", "universal"),
      ]),
      "Assets.xcassets/card.imageset/Contents.json")
    png("badge.png", width: 10)
    png("badge@2x.png", width: 20)
    // An iPhone SE is @2x: the empty 2x slot leaves 1x and 3x equally near, and the larger
    // is taken; its loose badge has a 2x file.
    let onSE = try XCTUnwrap(try named("card", on: "iphone-se"))
    XCTAssertEqual(onSE.scale, 3)
    XCTAssertEqual(try named("badge", on: "iphone-se")?.scale, 2)
    // An @3x iPhone takes the 3x card, and of the badge's 1x and 2x the nearer, 2x.
    XCTAssertEqual(try named("card", on: "iphone-16")?.scale, 3)
    XCTAssertEqual(try named("badge", on: "iphone-16")?.scale, 2)
    XCTAssertEqual(try named("badge", on: "iphone-16")?.size.width, 10)
  }

  @MainActor func testAnIdiomsOwnImageIsTakenOverTheUniversalOne() throws {
    png("Assets.xcassets/hero.imageset/phone.png", width: 30)
    png("Assets.xcassets/hero.imageset/pad.png", width: 60)
    png("Assets.xcassets/hero.imageset/any.png", width: 90)
    write(
      contents([
        ("any.png", "3x", "universal"), ("phone.png", "3x", "iphone"),
        ("pad.png", "2x", "ipad"),
      ]),
      "Assets.xcassets/hero.imageset/Contents.json")
    XCTAssertEqual(
      file(of: try named("hero", on: "iphone-14")), "Assets.xcassets/hero.imageset/phone.png")
    XCTAssertEqual(
      file(of: try named("hero", on: "ipad-mini")), "Assets.xcassets/hero.imageset/pad.png")
  }

  func testAGroupThatProvidesANamespaceNamesItsImageSets() throws {
    png("Assets.xcassets/Avatars/anna.imageset/anna.png", width: 10)
    write(
      contents([("anna.png", "1x", "universal")]),
      "Assets.xcassets/Avatars/anna.imageset/Contents.json")
    png("Assets.xcassets/Plain/bob.imageset/bob.png", width: 10)
    write(
      contents([("bob.png", "1x", "universal")]), "Assets.xcassets/Plain/bob.imageset/Contents.json"
    )
    write(
      try JSONSerialization.data(withJSONObject: ["properties": ["provides-namespace": true]]),
      "Assets.xcassets/Avatars/Contents.json")
    XCTAssertNotNil(Image(named: "Avatars/anna"))
    XCTAssertNil(Image(named: "anna"), "a namespaced set answers only to its full name")
    XCTAssertNotNil(Image(named: "bob"), "a group without a namespace adds nothing to the name")
  }

  func testTheCatalogIsAskedBeforeLooseFilesAndTheFileNearestTheTopWinsATie() throws {
    png("logo.png", width: 10)
    png("Art/Assets.xcassets/logo.imageset/logo-catalog.png", width: 20)
    write(
      contents([("logo-catalog.png", "1x", "universal")]),
      "Art/Assets.xcassets/logo.imageset/Contents.json")
    XCTAssertEqual(
      file(of: Image(named: "logo")), "Art/Assets.xcassets/logo.imageset/logo-catalog.png")

    png("b/deep/icon.png", width: 10)
    png("z/icon.png", width: 20)
    png("a/icon.png", width: 30)
    XCTAssertEqual(
      file(of: Image(named: "icon")), "a/icon.png",
      "of files one level down, the first by path; the deeper one loses")
    png("icon.png", width: 40)
    Image.resourceDirectories = [folder]
    XCTAssertEqual(file(of: Image(named: "icon")), "icon.png", "the folder's top wins")
  }

  func testHiddenFoldersAndProjectPackagesAreNotResources() {
    png(".git/thumb.png", width: 10)
    png("Demo.xcodeproj/thumb.png", width: 10)
    png("Other.bundle/thumb.png", width: 10)
    XCTAssertNil(Image(named: "thumb"))
  }
}
