import Foundation

extension NSAttributedString.Key {
  /// How the paragraph is laid out (UIKit's `NSAttributedString.Key.paragraphStyle`, an
  /// `NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters, in points (UIKit's `NSAttributedString.Key.kern`).
  public static let kern = NSAttributedString.Key("NSKern")
}

extension Label {
  /// The label's text with its attributes (UIKit's `attributedText`).
  ///
  /// Setting it sets `text` to its characters and, from the attributes of its first
  /// character, `font` (`.font`), `textColor` (`.foregroundColor`) and `textAlignment` (the
  /// `.paragraphStyle`'s alignment); attributes it does not carry leave those as they were.
  /// The renderer draws a label in one style, so ranges styled otherwise are drawn with the
  /// first character's. Read back, it is the text with the label's font, colour and
  /// alignment; `nil` when there is no text.
  public var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      let style = MutableParagraphStyle()
      style.alignment = textAlignment
      return NSAttributedString(
        string: text,
        attributes: [.font: font, .foregroundColor: textColor, .paragraphStyle: style])
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      if newValue.length > 0 {
        let attributes = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { textColor = color }
        if let style = attributes[.paragraphStyle] as? ParagraphStyle {
          textAlignment = style.alignment
        }
      }
      text = newValue.string
    }
  }
}
