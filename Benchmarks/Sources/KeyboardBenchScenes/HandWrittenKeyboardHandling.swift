import Foundation
import KeyboardHeadless
import KeyboardLift

/// The baseline: the keyboard code an app writes by hand for one scroll view, on the same
/// headless views KeyboardLift drives, so both are measured against the same host.
///
/// On a show it reads the end frame from the notification, insets the scroll view by what the
/// keyboard covers of it above its bottom safe area (plus the distance, so that the last field
/// can rise as far as any), converts the focused field's frame to the window and scrolls it above
/// the keyboard — setting the inset and the offset once each; on a
/// focus change with the keyboard up it converts the new field's frame and sets the offset; on a
/// hide it puts the inset and offset back. No normalisation, no other scroll view, no root view,
/// no restore rules: the least code that keeps the field `distance` points above the keyboard.
@MainActor
package final class HandWrittenKeyboardHandling {
  /// The scroll view it adjusts: the innermost around the fields.
  package let scrollView: HeadlessScrollView
  /// The gap kept between the field and the keyboard (KeyboardLift's default).
  package let distance: CGFloat = 10
  /// The field being edited.
  package private(set) var focusedField: HeadlessTextField?
  private var keyboardFrame: CGRect?
  private var saved: (inset: EdgeInsets, offset: CGPoint)?

  /// Handling for `scrollView`.
  package init(scrollView: HeadlessScrollView) {
    self.scrollView = scrollView
  }

  /// `UITextField.textDidBeginEditingNotification`: follows the field; with the keyboard up,
  /// scrolls it into view.
  package func textDidBeginEditing(_ field: HeadlessTextField) {
    focusedField = field
    if let keyboardFrame { reveal(field, above: keyboardFrame) }
  }

  /// `UIResponder.keyboardWillShowNotification`: insets the scroll view by what the keyboard
  /// covers of it and scrolls the focused field into view.
  package func keyboardWillShow(userInfo: [AnyHashable: Any]) {
    guard let frame = userInfo[KeyboardUserInfoKey.frameEnd] as? CGRect else { return }
    keyboardFrame = frame
    let original = saved ?? (scrollView.contentInset, scrollView.contentOffset)
    saved = original
    let scrollFrame = scrollView.convert(scrollView.bounds, to: nil)
    let covered = scrollFrame.maxY - frame.minY - scrollView.safeAreaInsets.bottom
    var inset = original.inset
    if covered > 0 { inset.bottom += covered + distance }
    scrollView.contentInset = inset
    if let focusedField { reveal(focusedField, above: frame) }
  }

  /// `UIResponder.keyboardWillHideNotification`: puts the inset and offset back.
  package func keyboardWillHide() {
    keyboardFrame = nil
    guard let original = saved else { return }
    saved = nil
    scrollView.contentInset = original.inset
    scrollView.contentOffset = original.offset
  }

  /// Forgets the field and the keyboard, putting the scroll view back if it was adjusted.
  package func reset() {
    keyboardWillHide()
    focusedField = nil
  }

  private func reveal(_ field: HeadlessTextField, above keyboard: CGRect) {
    let fieldFrame = field.convert(field.bounds, to: nil)
    let overlap = fieldFrame.maxY + distance - keyboard.minY
    guard overlap > 0 else { return }
    var offset = scrollView.contentOffset
    offset.y += overlap
    scrollView.contentOffset = offset
  }
}
