import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// Images: sizes read from PNG and JPEG headers, scales from file names, lookup by name in
/// the scene's folder and asset catalogs, symbols and the `with…` copies.
final class ImageTests: XCTestCase {
  private var folder: String!

  override func setUp() {
    super.setUp()
    folder = NSTemporaryDirectory() + "image-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
    Image.resourceDirectories = []
    super.tearDown()
  }

  /// The first bytes of a PNG of the given pixel size: enough for its header.
  static func pngHeader(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [
        UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }

  /// The first bytes of a JPEG of the given pixel size: an APP0 segment, then a baseline
  /// frame header.
  static func jpegHeader(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]
    bytes += Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08]
    bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return Data(bytes)
  }

  private func write(_ data: Data, _ name: String) -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: path, contents: data)
    return path
  }

  func testAPNGsSizeComesFromItsHeaderAndItsScaleFromItsName() throws {
    let plain = try XCTUnwrap(
      Image(contentsOfFile: write(Self.pngHeader(width: 120, height: 80), "card.png")))
    XCTAssertEqual(plain.size, Size(width: 120, height: 80))
    XCTAssertEqual(plain.scale, 1)
    let retina = try XCTUnwrap(
      Image(contentsOfFile: write(Self.pngHeader(width: 120, height: 80), "card@2x.png")))
    XCTAssertEqual(retina.size, Size(width: 60, height: 40))
    XCTAssertEqual(retina.scale, 2)
    XCTAssertEqual(retina.width, 120, "the pixel width, as CGImage gives it")
    guard case .file(_, .png) = retina.source else { return XCTFail("\(retina.source)") }
  }

  func testAJPEGsSizeComesFromItsFrameHeader() throws {
    let image = try XCTUnwrap(Image(data: Self.jpegHeader(width: 640, height: 427)))
    XCTAssertEqual(image.size, Size(width: 640, height: 427))
    guard case .data(_, .jpeg) = image.source else { return XCTFail("\(image.source)") }
    XCTAssertEqual(Image(data: Self.jpegHeader(width: 640, height: 427), scale: 2)?.size.width, 320)
  }

  func testDataThatIsNoImageGivesNil() {
    XCTAssertNil(Image(data: Data("not an image".utf8)))
    XCTAssertNil(Image(data: Data()))
    XCTAssertNil(Image(contentsOfFile: folder + "/missing.png"))
    XCTAssertNil(Image(contentsOfFile: write(Data("text".utf8), "notes.png")))
  }

  func testNamedFindsTheLargestScaleBesideTheScene() throws {
    _ = write(Self.pngHeader(width: 30, height: 30), "avatar.png")
    _ = write(Self.pngHeader(width: 90, height: 90), "avatar@3x.png")
    _ = write(Self.jpegHeader(width: 200, height: 100), "photo.jpg")
    Image.resourceDirectories = [folder]
    let avatar = try XCTUnwrap(Image(named: "avatar"))
    XCTAssertEqual(avatar.scale, 3)
    XCTAssertEqual(avatar.size, Size(width: 30, height: 30))
    XCTAssertEqual(Image(named: "photo")?.size, Size(width: 200, height: 100))
    XCTAssertEqual(Image(named: "photo.jpg")?.size, Size(width: 200, height: 100))
    XCTAssertNil(Image(named: "nothing"))
  }

  func testNamedLooksInAnAssetCatalog() throws {
    _ = write(
      Self.pngHeader(width: 40, height: 20), "Assets.xcassets/banner.imageset/banner@2x.png")
    _ = write(Data("{}".utf8), "Assets.xcassets/banner.imageset/Contents.json")
    Image.resourceDirectories = [folder]
    let banner = try XCTUnwrap(Image(named: "banner"))
    XCTAssertEqual(banner.size, Size(width: 20, height: 10))
  }

  func testNamedFindsAFileAddedAfterAFailedLookUp() {
    Image.resourceDirectories = [folder]
    XCTAssertNil(Image(named: "late"))
    _ = write(Self.pngHeader(width: 10, height: 10), "late.png")
    XCTAssertNotNil(Image(named: "late"))
  }

  func testASymbolIsATemplateSizedByItsPointSize() throws {
    let plain = try XCTUnwrap(Image(systemName: "xmark"))
    XCTAssertEqual(plain.size.width, 17 * 1.2, accuracy: 1e-9)
    XCTAssertTrue(plain.isTemplate)
    XCTAssertNil(plain.cgImage, "UIKit gives no CGImage for a symbol")
    let large = try XCTUnwrap(
      Image(systemName: "xmark", withConfiguration: .init(pointSize: 30, weight: .bold)))
    XCTAssertEqual(large.size.width, 36, accuracy: 1e-9)
    XCTAssertEqual(large.symbolConfiguration?.weight, .bold)
    XCTAssertEqual(plain.withConfiguration(.init(pointSize: 30)).size.width, 36, accuracy: 1e-9)
    XCTAssertNil(Image(systemName: ""))
  }

  func testRenderingModeAndTintMakeNewImages() throws {
    let image = try XCTUnwrap(Image(data: Self.pngHeader(width: 8, height: 8)))
    XCTAssertFalse(image.isTemplate)
    let template = image.withRenderingMode(.alwaysTemplate)
    XCTAssertTrue(template.isTemplate)
    XCTAssertFalse(image.isTemplate, "the original is unchanged")
    let red = image.withTintColor(.red)
    XCTAssertTrue(red.isTemplate)
    XCTAssertEqual(red.tintColor, .red)
    XCTAssertFalse(
      try XCTUnwrap(Image(systemName: "plus")).withRenderingMode(.alwaysOriginal).isTemplate)
  }

  func testAnImageIsAnObject() throws {
    let image = try XCTUnwrap(Image(data: Self.pngHeader(width: 8, height: 8)))
    XCTAssertTrue(image.isKind(of: NSObject.self))
    XCTAssertTrue(image.isEqual(image))
    XCTAssertEqual(Image().size, .zero)
    XCTAssertEqual(Image(cgImage: image, scale: 2).size, Size(width: 4, height: 4))
  }

  func testTheNineWeightsAreUIKitsInOrder() {
    XCTAssertEqual(
      Font.Weight.allCases.map(\.cssWeight), [100, 200, 300, 400, 500, 600, 700, 800, 900])
    XCTAssertEqual(Font.Weight.semibold.rawValue, 0.3)
    XCTAssertEqual(
      Font.Weight(rawValue: 0.33).cssWeight, 600, "between semibold and bold, nearer semibold")
    XCTAssertEqual(Font.Weight(rawValue: .nan).cssWeight, 400)
  }
}
