import Foundation
import KeyboardCore

/// An alert controller (`UIAlertController`, alert style), presented over a window with
/// ``HeadlessViewController/present(_:)``.
///
/// Its view fills the window (the dimming view); the alert box, ``alertView``, is 270 wide and
/// centred in the safe area: a 60-point title area, the text-field area, and a 44-point button
/// row. As in UIKit the text fields live in a child controller of class
/// `_UIAlertControllerTextFieldViewController` (``textFieldController``), 30 high, 4 apart, with
/// 8 points above the first and below the last and 12 on the sides. Every text field reports
/// `HostTextInput/isInAlertController`.
@MainActor
open class HeadlessAlertController: HeadlessViewController {
  /// The width of the alert box.
  public static let alertWidth: CGFloat = 270
  /// The height of a text field in the alert.
  public static let textFieldHeight: CGFloat = 30

  /// The alert's title.
  public let title: String?
  /// The alert box (id `"alert"`).
  public let alertView = HeadlessView(id: "alert")
  /// The private child controller that holds the text fields.
  public let textFieldController = HeadlessViewController(
    classNames: [ControllerClass.alertTextFieldController.name, "UIViewController"])
  /// The text fields, top to bottom.
  public private(set) var textFields: [HeadlessTextField] = []

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subclassNames: Class names of a subclass, most derived first; `"UIAlertController"` and
  ///     `"UIViewController"` follow.
  public init(title: String? = nil, subclassNames: [String] = []) {
    self.title = title
    super.init(classNames: subclassNames + ["UIAlertController", "UIViewController"])
    view.addSubview(alertView)
    addChild(textFieldController)
    alertView.addSubview(textFieldController.view)
  }

  /// Adds a text field under the previous ones and returns it.
  @discardableResult
  public func addTextField(id: String = "") -> HeadlessTextField {
    let field = HeadlessTextField(id: id)
    textFields.append(field)
    textFieldController.view.addSubview(field)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    return field
  }

  /// The height of the text-field area: 0 without fields, else 8 + n × 30 + (n − 1) × 4 + 8.
  public var textFieldAreaHeight: CGFloat {
    let count = CGFloat(textFields.count)
    return textFields.isEmpty ? 0 : 16 + count * Self.textFieldHeight + (count - 1) * 4
  }

  /// Places the alert box, the text-field area and the fields.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let width = Self.alertWidth
    let height = 60 + textFieldAreaHeight + 44
    let safe = view.safeAreaLayoutFrame
    alertView.frame = CGRect(
      x: (view.bounds.width - width) / 2, y: safe.midY - height / 2, width: width, height: height)
    textFieldController.view.frame = CGRect(x: 0, y: 60, width: width, height: textFieldAreaHeight)
    for (index, field) in textFields.enumerated() {
      field.frame = CGRect(
        x: 12, y: 8 + CGFloat(index) * (Self.textFieldHeight + 4), width: width - 24,
        height: Self.textFieldHeight)
    }
  }
}
