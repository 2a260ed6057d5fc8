import Foundation

/// A view-controller class named in a class list (`disabledDistanceHandlingClasses`,
/// `enabledDistanceHandlingClasses`). Hosts match it by kind, so subclasses match too.
///
/// The name is the class's runtime name (UIKit: `NSStringFromClass`); the UIKit binding adds an
/// initialiser that takes the class itself.
public struct ControllerClass: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The runtime class name, e.g. `"UITableViewController"`.
  public var name: String

  /// Names a controller class.
  public init(name: String) { self.name = name }

  /// `UITableViewController`.
  public static let tableViewController = ControllerClass(name: "UITableViewController")
  /// `UIInputViewController` (keyboard extensions).
  public static let inputViewController = ControllerClass(name: "UIInputViewController")
  /// `UIAlertController`.
  public static let alertController = ControllerClass(name: "UIAlertController")
  /// UIKit's private controller that hosts an alert's text fields.
  public static let alertTextFieldController = ControllerClass(
    name: "_UIAlertControllerTextFieldViewController")

  /// The class name.
  public var description: String { name }
}
