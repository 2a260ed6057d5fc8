// TEMPORARY: replaced by the parser on branch kbinfo.
import Foundation
public struct KeyboardInfoError: Error {}
extension KeyboardInfo {
  public init(notification: KeyboardNotificationName, userInfo: [AnyHashable: Any]?, screenBounds: CGRect) throws(KeyboardInfoError) {
    throw KeyboardInfoError()
  }
}
