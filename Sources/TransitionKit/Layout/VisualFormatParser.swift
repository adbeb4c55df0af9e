/// Reads one visual format string into constraints (see
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
@MainActor
struct VisualFormatParser {
  /// A `(relation constant @priority)` or `(relation view @priority)` term.
  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double = 0
    var view: View?
    var priority: LayoutPriority = .required
  }

  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: View]
  var index = 0

  init(format: String, metrics: [String: Any], views: [String: View]) {
    characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  mutating func parse(options: LayoutFormatOptions) throws(VisualFormatError) -> [LayoutConstraint]
  {
    var axis = LayoutAxis.horizontal
    if peek("H:") || peek("V:") {
      axis = characters[index] == "V" ? .vertical : .horizontal
      index += 2
    }
    let lead: LayoutAttribute = axis == .horizontal ? .leading : .top
    let trail: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
    let size: LayoutAttribute = axis == .horizontal ? .width : .height
    var made: [LayoutConstraint] = []
    var previous: View?
    var pendingSuperview = false
    var connection: [Predicate]?
    var named: [View] = []

    if take("|") {
      pendingSuperview = true
      connection = try readConnection()
    }
    while index < characters.count {
      guard take("[") else {
        if take("|") {
          guard let last = previous, let superview = last.superview else {
            throw fail("a superview edge needs a view with a superview before it")
          }
          for predicate in connection ?? [] {
            made.append(
              relate(
                superview, trail, predicate.relation, last, trail, predicate,
                defaultSpacing: LayoutConstraint.visualFormatSuperviewSpacing))
          }
          connection = nil
          if index < characters.count {
            throw fail("nothing may follow the closing superview edge")
          }
          break
        }
        throw fail("expected a view in brackets")
      }
      let name = readName()
      guard let view = views[name] else {
        throw fail("\(name) is not a key in the views dictionary")
      }
      named.append(view)
      if take("(") {
        for predicate in try readPredicates(closing: ")") {
          let target = predicate.view
          let attribute: LayoutAttribute = target == nil ? .notAnAttribute : size
          let constraint = LayoutConstraint(
            kind: .explicit, first: view, size, predicate.relation, second: target, attribute,
            multiplier: 1, constant: predicate.constant, priority: predicate.priority)
          made.append(constraint)
        }
      }
      guard take("]") else { throw fail("expected ] after the view") }
      if pendingSuperview {
        guard let superview = view.superview else {
          throw fail("\(name) has no superview for the | edge")
        }
        for predicate in connection ?? [] {
          made.append(
            relate(
              view, lead, predicate.relation, superview, lead, predicate,
              defaultSpacing: LayoutConstraint.visualFormatSuperviewSpacing))
        }
        pendingSuperview = false
      } else if let before = previous {
        for predicate in connection ?? [Predicate()] {
          made.append(
            relate(
              view, lead, predicate.relation, before, trail, predicate,
              defaultSpacing: LayoutConstraint.visualFormatSiblingSpacing))
        }
      }
      previous = view
      connection = try readConnection()
    }
    for attribute in options.alignedAttributes where named.count > 1 {
      for view in named.dropFirst() {
        made.append(
          LayoutConstraint(
            kind: .explicit, first: named[0], attribute, .equal, second: view, attribute,
            multiplier: 1, constant: 0))
      }
    }
    return made
  }

  /// `first.attribute relation second.attribute + constant`, where a predicate without a number
  /// (a bare `-`) takes the standard spacing.
  func relate(
    _ first: View, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: View,
    _ secondAttribute: LayoutAttribute, _ predicate: Predicate, defaultSpacing: Double
  ) -> LayoutConstraint {
    let constant = predicate.constant.isNaN ? defaultSpacing : predicate.constant
    return LayoutConstraint(
      kind: .explicit, first: first, firstAttribute, relation, second: second, secondAttribute,
      multiplier: 1, constant: constant, priority: predicate.priority)
  }

  /// A connection after a view or an edge: nothing (`[a][b]`, zero), `-` (the standard space),
  /// or `-predicates-`. Nil at the end of the format.
  mutating func readConnection() throws(VisualFormatError) -> [Predicate]? {
    guard index < characters.count else { return nil }
    guard take("-") else { return [Predicate()] }
    if peek("[") || peek("|") {
      var standard = Predicate()
      standard.constant = .nan
      return [standard]
    }
    let predicates: [Predicate]
    if take("(") {
      predicates = try readPredicates(closing: ")")
    } else {
      predicates = [try readPredicate()]
    }
    guard take("-") else { throw fail("expected - after the spacing") }
    return predicates
  }

  mutating func readPredicates(closing: Character) throws(VisualFormatError) -> [Predicate] {
    var predicates: [Predicate] = []
    repeat {
      predicates.append(try readPredicate())
    } while take(",")
    guard take(closing) else { throw fail("expected \(closing)") }
    return predicates
  }

  mutating func readPredicate() throws(VisualFormatError) -> Predicate {
    var predicate = Predicate()
    if take("==") {
      predicate.relation = .equal
    } else if take("<=") {
      predicate.relation = .lessThanOrEqual
    } else if take(">=") {
      predicate.relation = .greaterThanOrEqual
    }
    if let number = readNumber() {
      predicate.constant = number
    } else {
      let name = readName()
      guard !name.isEmpty else { throw fail("expected a number, a metric or a view") }
      if let value = metric(name) {
        predicate.constant = value
      } else if let view = views[name] {
        predicate.view = view
      } else {
        throw fail("\(name) is not a key in the metrics or views dictionaries")
      }
    }
    if take("@") {
      if let number = readNumber() {
        predicate.priority = LayoutPriority(Float(number))
      } else if let value = metric(readName()) {
        predicate.priority = LayoutPriority(Float(value))
      } else {
        throw fail("expected a priority after @")
      }
    }
    return predicate
  }

  func metric(_ name: String) -> Double? {
    switch metrics[name] {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as Float: return Double(value)
    default: return nil
    }
  }

  mutating func readNumber() -> Double? {
    let start = index
    if index < characters.count, characters[index] == "-" || characters[index] == "+" {
      index += 1
    }
    while index < characters.count, characters[index].isNumber || characters[index] == "." {
      index += 1
    }
    guard index > start, let value = Double(String(characters[start..<index])) else {
      index = start
      return nil
    }
    return value
  }

  mutating func readName() -> String {
    let start = index
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber
        || characters[index] == "_"
    {
      index += 1
    }
    return String(characters[start..<index])
  }

  func peek(_ text: String) -> Bool {
    let expected = Array(text)
    guard index + expected.count <= characters.count else { return false }
    return Array(characters[index..<index + expected.count]) == expected
  }

  mutating func take(_ text: String) -> Bool {
    guard peek(text) else { return false }
    index += text.count
    return true
  }

  mutating func take(_ character: Character) -> Bool { take(String(character)) }

  func fail(_ message: String) -> VisualFormatError {
    VisualFormatError(message: message, position: index)
  }
}
