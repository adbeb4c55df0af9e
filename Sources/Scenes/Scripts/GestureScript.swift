import Foundation
import TransitionKit

/// A recorded or written sequence of pointer events for a scene:
/// `{"events":[{"t":0.0,"type":"down","x":195,"y":300}, …]}`, with `t` in seconds, `x`/`y` in
/// the scene's screen points, `type` one of `down`, `move`, `up`, `cancel`, `tap`, an optional
/// `device` (`mouse`, `touch`, `pen`), an optional `sequence` (a second finger's presses,
/// moves and releases carry their own, e.g. `2`, for a pinch; the script's pointer is
/// sequence 1), and for `tap` either a point or a `target` control.
public struct GestureScript: Sendable, Equatable {
  public enum EventType: String, Sendable, CaseIterable {
    case down
    case move
    case up
    case cancel
    case tap
  }

  public struct Event: Sendable, Equatable {
    /// Seconds from the start of the script.
    public var t: Double
    public var type: EventType
    /// Screen points; `nil` for a tap on a named control.
    public var location: Point?
    /// A named control of the scene, for taps.
    public var target: String?
    public var device: PointerEvent.Device
    /// The pointer sequence (finger) of the event; `nil`: the script's one pointer.
    public var sequence: Int?

    public init(
      t: Double, type: EventType, location: Point? = nil, target: String? = nil,
      device: PointerEvent.Device = .mouse, sequence: Int? = nil
    ) {
      self.t = t
      self.type = type
      self.location = location
      self.target = target
      self.device = device
      self.sequence = sequence
    }
  }

  public var events: [Event]

  public init(events: [Event]) { self.events = events }

  /// Scene time of the last event, or 0.
  public var duration: Double { events.last?.t ?? 0 }

  /// The same events, moved later by `offset` seconds.
  public func shifted(by offset: Double) -> GestureScript {
    GestureScript(
      events: events.map {
        var event = $0; event.t += offset; return event
      })
  }

  /// A straight drag from one point to another, pressed at `start`, in `steps` moves over
  /// `duration` seconds, released at the end.
  public static func drag(
    from: Point, to: Point, start: Double = 0, duration: Double = 0.3, steps: Int = 12,
    device: PointerEvent.Device = .mouse
  ) -> GestureScript {
    var events = [Event(t: start, type: .down, location: from, device: device)]
    let count = Swift.max(steps, 1)
    for step in 1...count {
      let f = Double(step) / Double(count)
      let point = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
      events.append(Event(t: start + duration * f, type: .move, location: point, device: device))
    }
    events.append(Event(t: start + duration, type: .up, location: to, device: device))
    return GestureScript(events: events)
  }

  /// A tap on a named control.
  public static func tap(_ target: String, at t: Double = 0) -> GestureScript {
    GestureScript(events: [Event(t: t, type: .tap, target: target)])
  }
}

/// A problem with a gesture script; the description says where.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension GestureScript {
  /// Reads a script from a file.
  public static func load(path: String) throws(ScriptError) -> GestureScript {
    guard FileManager.default.fileExists(atPath: path) else {
      throw ScriptError("\(path): no such file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScriptError("\(path): cannot read the gesture script")
    }
    do {
      return try parse(data)
    } catch {
      throw ScriptError("\(path): \(error.message)")
    }
  }

  /// The farthest a point may be from the screen's origin, in points: far past any screen,
  /// short of values whose velocities overflow.
  public static let maximumCoordinatePoints = 100_000.0
  /// The latest time an event may have, in seconds (an hour).
  public static let maximumTimeSeconds = 3600.0

  /// Reads a script from JSON; errors name the event and field (`events[3].t: …`).
  public static func parse(_ data: Data) throws(ScriptError) -> GestureScript {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      throw ScriptError("not valid JSON" + explain(parserMessage: detail, in: data))
    }
    guard let root = object as? [String: Any] else {
      throw ScriptError("the top level must be an object with an \"events\" array")
    }
    guard let list = root["events"] as? [Any] else {
      throw ScriptError("missing \"events\" array at the top level")
    }
    var events: [Event] = []
    for (index, item) in list.enumerated() {
      let event = try parseEvent(item, at: "events[\(index)]")
      if let previous = events.last, event.t < previous.t {
        throw ScriptError(
          "events[\(index)].t: \(formatNumber(event.t)) is earlier than the event before it "
            + "(\(formatNumber(previous.t))); events must be in time order")
      }
      events.append(event)
    }
    return GestureScript(events: events)
  }

  /// Where the parser stopped (" at line L, column C"), and why when the reason is a number
  /// JSON cannot carry: NaN, an infinity, or a value too large for a double.
  private static func explain(parserMessage detail: String, in data: Data) -> String {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      return ": the file is empty"
    }
    // "Number 1e400 is not representable in Swift." names the number but not where it is.
    if detail.hasPrefix("Number "), detail.hasSuffix(" is not representable in Swift.") {
      let literal = detail.dropFirst("Number ".count).prefix { $0 != " " }
      let found = data.range(of: Data(literal.utf8)).map { $0.lowerBound - data.startIndex }
      return (found.map { place(at: $0, in: data) } ?? "")
        + ": \(literal) is not a finite number"
    }
    // "Unexpected end of file during JSON parse." says no more: the place is the file's end.
    if detail.localizedCaseInsensitiveContains("end of file") {
      return place(at: data.count, in: data) + ": the file ends before the JSON does (truncated?)"
    }
    guard let range = detail.range(of: "character "),
      let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
    else { return detail.isEmpty ? "" : ": \(detail)" }
    // NaN and the infinities are not JSON; say so, from their sign if they have one.
    let bytes = Array(data)
    let signs = [UInt8(ascii: "-"), UInt8(ascii: "+")]
    let signed = offset > 0 && offset <= bytes.count && signs.contains(bytes[offset - 1])
    let start = signed ? offset - 1 : offset
    let word = String(decoding: bytes[Swift.min(start, bytes.count)...].prefix(12), as: UTF8.self)
      .prefix { $0.isLetter || $0 == "-" || $0 == "+" }
    let bare = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
    if ["nan", "inf", "infinity"].contains(bare) {
      return place(at: start, in: data) + ": \(word) is not a finite number"
    }
    return place(at: offset, in: data)
  }

  /// " at line L, column C" for a byte offset into the script.
  private static func place(at offset: Int, in data: Data) -> String {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return " at line \(line), column \(column)"
  }

  private static func parseEvent(_ item: Any, at place: String) throws(ScriptError) -> Event {
    guard let fields = item as? [String: Any] else {
      throw ScriptError("\(place): each event must be an object")
    }
    let t = try number(fields["t"], "\(place).t", required: true)!
    guard t >= 0 else { throw ScriptError("\(place).t: must be ≥ 0, got \(formatNumber(t))") }
    guard t <= maximumTimeSeconds else {
      throw ScriptError(
        "\(place).t: \(formatNumber(t)) s is past the longest script, "
          + "\(formatNumber(maximumTimeSeconds)) s")
    }
    guard let typeName = fields["type"] as? String else {
      throw ScriptError("\(place).type: missing; one of down, move, up, cancel, tap")
    }
    guard let type = EventType(rawValue: typeName) else {
      throw ScriptError("\(place).type: '\(typeName)' is not one of down, move, up, cancel, tap")
    }
    var device = PointerEvent.Device.mouse
    if let deviceField = fields["device"] {
      guard let name = deviceField as? String, let parsed = PointerEvent.Device(rawValue: name)
      else { throw ScriptError("\(place).device: must be one of mouse, touch, pen") }
      device = parsed
    }
    let x = try number(fields["x"], "\(place).x", required: false)
    let y = try number(fields["y"], "\(place).y", required: false)
    let target = fields["target"] as? String
    if fields["target"] != nil, target == nil {
      throw ScriptError("\(place).target: must be a control name")
    }
    if type == .tap, target != nil {
      return Event(t: t, type: type, target: target, device: device)
    }
    guard let x, let y else {
      throw ScriptError(
        "\(place): needs \"x\" and \"y\"" + (type == .tap ? " or a \"target\" control" : ""))
    }
    for (name, value) in [("x", x), ("y", y)] where abs(value) > maximumCoordinatePoints {
      throw ScriptError(
        "\(place).\(name): \(formatNumber(value)) is off any screen; a point's coordinates "
          + "must be within ±\(formatNumber(maximumCoordinatePoints)) points")
    }
    if target != nil {
      throw ScriptError("\(place).target: only a tap can name a target")
    }
    var sequence: Int?
    if let field = fields["sequence"] {
      guard let number = field as? NSNumber,
        !String(describing: Swift.type(of: field)).contains("Boolean"),
        number.doubleValue == number.doubleValue.rounded(), abs(number.doubleValue) < 1e9
      else { throw ScriptError("\(place).sequence: must be a whole number") }
      sequence = number.intValue
    }
    return Event(
      t: t, type: type, location: Point(x: x, y: y), device: device, sequence: sequence)
  }

  private static func number(_ value: Any?, _ place: String, required: Bool) throws(ScriptError)
    -> Double?
  {
    guard let value else {
      if required { throw ScriptError("\(place): missing number") }
      return nil
    }
    // JSON booleans also arrive as NSNumber (a Boolean subclass); they are not numbers here.
    guard let number = value as? NSNumber,
      !String(describing: type(of: value)).contains("Boolean")
    else {
      throw ScriptError("\(place): must be a number")
    }
    let double = number.doubleValue
    guard double.isFinite else { throw ScriptError("\(place): must be a finite number") }
    return double
  }

  /// The script as JSON, one event per line.
  public func json() -> String {
    let lines = events.map { event -> String in
      var fields: [(String, JSONValue)] = [
        ("t", .number(event.t)), ("type", .string(event.type.rawValue)),
      ]
      if let location = event.location {
        fields.append(("x", .number(location.x)))
        fields.append(("y", .number(location.y)))
      }
      if let target = event.target { fields.append(("target", .string(target))) }
      if event.device != .mouse { fields.append(("device", .string(event.device.rawValue))) }
      if let sequence = event.sequence { fields.append(("sequence", .number(Double(sequence)))) }
      return "  " + JSONValue.object(fields).encoded
    }
    return "{\"events\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
  }
}
