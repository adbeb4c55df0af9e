/// Where Auto Layout says what went wrong: a warning on the engine of the window the tree is
/// in (which the app shows and the command line traces), as UIKit writes to the console.
@MainActor
enum LayoutLog {
  static func warn(_ code: String, _ message: String, root: View? = nil) {
    let engine = (root?.root as? Window)?.engine ?? AnimationEngine.current
    engine.warn(code, message)
  }

  /// UIKit's message for constraints that cannot all hold, naming the one it breaks.
  static func unsatisfiable(
    broken: LayoutConstraint, conflicting: [LayoutConstraint], root: View
  ) {
    var list: [LayoutConstraint] = []
    for constraint in conflicting + [broken] where !list.contains(where: { $0 === constraint }) {
      list.append(constraint)
    }
    let hasAutoresizing = list.contains { $0.kind == .autoresizing }
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if hasAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (index, constraint) in list.enumerated() {
      lines.append("    \"\(constraint.description)\"" + (index < list.count - 1 ? "," : ""))
    }
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(broken.description)
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.")
    warn("layout.unsatisfiable-constraints", lines.joined(separator: "\n"), root: root)
  }
}

extension LayoutConstraint: @MainActor CustomStringConvertible {
  /// The constraint as UIKit describes it:
  /// `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
  public var description: String {
    let className: String
    switch kind {
    case .autoresizing: className = "NSAutoresizingMaskLayoutConstraint"
    case .contentSize: className = "NSContentSizeLayoutConstraint"
    default: className = "NSLayoutConstraint"
    }
    var text = "<\(className):\(Self.address(of: self))"
    if let identifier, !identifier.isEmpty { text += " '\(identifier)'" }
    if kind == .autoresizing, let view = firstItem as? View {
      text += " " + Self.maskDescription(view.autoresizingMask)
    }
    let firstName = kind == .autoresizing ? autoresizingName : firstAttribute.name
    text += " \(Self.itemDescription(firstItem)).\(firstName) \(relation.symbol) "
    var rhs = ""
    if let second = secondItem {
      if multiplier != 1 { rhs += "\(Self.number(multiplier))*" }
      rhs += "\(Self.itemDescription(second)).\(secondAttribute.name)"
      if constant > 0 { rhs += " + \(Self.number(constant))" }
      if constant < 0 { rhs += " - \(Self.number(-constant))" }
    } else {
      rhs = Self.number(constant)
    }
    text += rhs
    if !priority.isRequired { text += " @\(Self.number(Double(priority.rawValue)))" }
    text += isActive || kind != .explicit ? "   (active)>" : ">"
    return text
  }

  private var autoresizingName: String {
    switch firstAttribute {
    case .left: return "minX"
    case .top: return "minY"
    default: return firstAttribute.name
    }
  }

  static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// UIKit's `h=--& v=--&`: for each axis, the leading margin, the size and the trailing
  /// margin, `-` fixed and `&` flexible.
  static func maskDescription(_ mask: AutoresizingMask) -> String {
    func flag(_ option: AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
    return "h=\(flag(.flexibleLeftMargin))\(flag(.flexibleWidth))\(flag(.flexibleRightMargin)) "
      + "v=\(flag(.flexibleTopMargin))\(flag(.flexibleHeight))\(flag(.flexibleBottomMargin))"
  }

  /// A view or guide as UIKit names it in logs: its UIKit class name and address, with the
  /// view's name or the guide's identifier.
  static func itemDescription(_ item: AnyObject?) -> String {
    guard let item else { return "(nil)" }
    if let guide = item as? LayoutGuide {
      let name = guide.identifier.isEmpty ? "" : " '\(guide.identifier)'"
      return "UILayoutGuide:\(address(of: guide))\(name)"
    }
    let typeName = uiKitName(of: item)
    var text = "\(typeName):\(address(of: item))"
    if let view = item as? View, let name = view.name { text += " '\(name)'" }
    return text
  }

  static func uiKitName(of item: AnyObject) -> String {
    let name = String(describing: type(of: item))
    switch name {
    case "View": return "UIView"
    case "Label": return "UILabel"
    case "Button": return "UIButton"
    case "Window": return "UIWindow"
    case "StackView": return "UIStackView"
    case "ScrollView": return "UIScrollView"
    default: return name
    }
  }
}

extension LayoutConstraint {
  /// An anchor as UIKit names it: `"UIView:0x….top"`.
  func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
    "<\(attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor") "
      + "\"\(Self.itemDescription(item)).\(attribute.name)\">"
  }
}
