import Foundation

/// How the lines of a paragraph of attributed text are laid out (UIKit's `NSParagraphStyle`;
/// `MutableParagraphStyle` is the one code makes and sets, UIKit's `NSMutableParagraphStyle`).
///
/// A label given attributed text takes its alignment from the style of the text's first
/// character (see `Label.attributedText`); the other values are kept and read back, and the
/// renderer draws the label's lines at the font's own height.
open class ParagraphStyle: NSObject {
  /// The style of plain text (UIKit's `NSParagraphStyle.default`).
  public class var `default`: ParagraphStyle { ParagraphStyle() }

  /// Extra space between lines, in points.
  public var lineSpacing = 0.0
  /// Space after the paragraph, in points.
  public var paragraphSpacing = 0.0
  /// The text's alignment.
  public var alignment = TextAlignment.left
  /// The factor the font's line height is multiplied by; 0 leaves it as it is.
  public var lineHeightMultiple = 0.0
  /// The smallest line height, in points; 0 for no limit.
  public var minimumLineHeight = 0.0
  /// The largest line height, in points; 0 for no limit.
  public var maximumLineHeight = 0.0
  /// The indentation of the first line, in points.
  public var firstLineHeadIndent = 0.0
  /// The indentation of the lines after the first, in points.
  public var headIndent = 0.0

  public override init() { super.init() }

  /// A style with `other`'s values (UIKit's `copy()` and `mutableCopy()`).
  public init(copying other: ParagraphStyle) {
    super.init()
    lineSpacing = other.lineSpacing
    paragraphSpacing = other.paragraphSpacing
    alignment = other.alignment
    lineHeightMultiple = other.lineHeightMultiple
    minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight
    firstLineHeadIndent = other.firstLineHeadIndent
    headIndent = other.headIndent
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ParagraphStyle else { return false }
    return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
      && alignment == other.alignment && lineHeightMultiple == other.lineHeightMultiple
      && minimumLineHeight == other.minimumLineHeight
      && maximumLineHeight == other.maximumLineHeight
      && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(lineSpacing)
    hasher.combine(lineHeightMultiple)
    hasher.combine(alignment)
    return hasher.finalize()
  }
}

/// A paragraph style code makes and sets (UIKit's `NSMutableParagraphStyle`).
public final class MutableParagraphStyle: ParagraphStyle {}
