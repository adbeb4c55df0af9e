// Swift 3's string API, which code from that time still uses.

extension String {
  /// Swift 3's view of a string's characters (`str.characters.count`), deprecated by Swift 4
  /// and unavailable since Swift 5, whose compiler refuses it ("'characters' is unavailable:
  /// Please use String directly"). Here it is the string itself, a collection of the same
  /// characters, with Swift 4's deprecation warning, so code of that time builds as it did.
  @available(*, deprecated, message: "Please use String directly")
  public var characters: String { self }
}
