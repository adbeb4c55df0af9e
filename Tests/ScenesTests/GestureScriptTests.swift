import Foundation
import Scenes
import TransitionKit
import XCTest

final class GestureScriptTests: XCTestCase {
  func parse(_ text: String) throws -> GestureScript {
    do { return try GestureScript.parse(Data(text.utf8)) } catch { throw error }
  }

  func message(_ text: String) -> String {
    do {
      _ = try GestureScript.parse(Data(text.utf8))
      return "parsed"
    } catch {
      return error.message
    }
  }

  func testReadsEveryEventType() throws {
    let script = try parse(
      """
      {"events":[{"t":0,"type":"down","x":195,"y":300,"device":"touch"},
      {"t":0.1,"type":"move","x":195,"y":320},{"t":0.2,"type":"up","x":195,"y":330},
      {"t":0.3,"type":"cancel","x":1,"y":2},{"t":1,"type":"tap","target":"close"},
      {"t":1.5,"type":"tap","x":10,"y":20}]}
      """)
    XCTAssertEqual(script.events.count, 6)
    XCTAssertEqual(script.events[0].device, .touch)
    XCTAssertEqual(script.events[1].device, .mouse)
    XCTAssertEqual(script.events[4].target, "close")
    XCTAssertNil(script.events[4].location)
    XCTAssertEqual(script.events[5].location, Point(x: 10, y: 20))
    XCTAssertEqual(script.duration, 1.5)
  }

  func testRoundTripsThroughItsJSON() throws {
    let script = GestureScript.drag(
      from: Point(x: 0, y: 2), to: Point(x: 40, y: 402), duration: 0.5, steps: 4, device: .touch)
    XCTAssertEqual(try parse(script.json()), script)
  }

  func testSaysWhereAScriptIsWrong() {
    XCTAssertEqual(message("[]"), "the top level must be an object with an \"events\" array")
    XCTAssertEqual(message("{}"), "missing \"events\" array at the top level")
    XCTAssertEqual(message("{\"events\":[1]}"), "events[0]: each event must be an object")
    XCTAssertEqual(
      message("{\"events\":[{\"type\":\"down\",\"x\":1,\"y\":1}]}"), "events[0].t: missing number")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":-1,\"type\":\"down\",\"x\":1,\"y\":1}]}"),
      "events[0].t: must be ≥ 0, got -1")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":true,\"type\":\"down\",\"x\":1,\"y\":1}]}"),
      "events[0].t: must be a number")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"press\",\"x\":1,\"y\":1}]}"),
      "events[0].type: 'press' is not one of down, move, up, cancel, tap")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"move\",\"x\":1}]}"),
      "events[0]: needs \"x\" and \"y\"")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"tap\"}]}"),
      "events[0]: needs \"x\" and \"y\" or a \"target\" control")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"target\":\"close\"}]}"),
      "events[0].target: only a tap can name a target")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"device\":\"stylus\"}]}"),
      "events[0].device: must be one of mouse, touch, pen")
    XCTAssertEqual(
      message(
        "{\"events\":[{\"t\":1,\"type\":\"down\",\"x\":1,\"y\":1},{\"t\":0.5,\"type\":\"up\",\"x\":1,\"y\":1}]}"
      ),
      "events[1].t: 0.5 is earlier than the event before it (1); events must be in time order")
    XCTAssertEqual(message("{\"events\":[\n{\"t\":0,,}]}"), "not valid JSON at line 2, column 8")
    XCTAssertTrue(
      message("{\"events\":[{\"t\":1e999,\"type\":\"down\",\"x\":1,\"y\":1}]}").hasPrefix(
        "not valid JSON"))
  }

  func testSaysWhereANumberIsNotFinite() {
    XCTAssertEqual(
      message("{\"events\":[{\"t\":NaN,\"type\":\"down\",\"x\":1,\"y\":1}]}"),
      "not valid JSON at line 1, column 17: NaN is not a finite number")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"down\",\"x\":-Infinity,\"y\":1}]}"),
      "not valid JSON at line 1, column 37: -Infinity is not a finite number")
    XCTAssertEqual(
      message("{\"events\":[\n{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1e400}]}"),
      "not valid JSON at line 2, column 32: 1e400 is not a finite number")
    XCTAssertEqual(message(""), "not valid JSON: the file is empty")
    XCTAssertEqual(message(" \n"), "not valid JSON: the file is empty")
  }

  func testSaysWhereATruncatedFileEndsAndRefusesPointsOffAnyScreen() {
    XCTAssertEqual(
      message("{\"events\":[\n{\"t\":0,\"type\":\"down\""),
      "not valid JSON at line 2, column 21: the file ends before the JSON does (truncated?)")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":0,\"type\":\"down\",\"x\":1e308,\"y\":1}]}"),
      "events[0].x: 1e+308 is off any screen; a point's coordinates must be "
        + "within ±100000 points")
    XCTAssertEqual(
      message("{\"events\":[{\"t\":7200,\"type\":\"down\",\"x\":1,\"y\":1}]}"),
      "events[0].t: 7200 s is past the longest script, 3600 s")
    XCTAssertNoThrow(
      try GestureScript.parse(
        Data("{\"events\":[{\"t\":0,\"type\":\"down\",\"x\":-5000,\"y\":99999}]}".utf8)))
  }

  func testUnreadableFileIsNamed() {
    XCTAssertThrowsError(try GestureScript.load(path: "/no/such/script.json")) { error in
      XCTAssertEqual(
        (error as? ScriptError)?.message, "/no/such/script.json: no such file")
    }
  }
}
