import Foundation

/// What the end frame rules of a notification read (Behavior.md §2): its raw end frame, the screen
/// and whether it is a hide. Two notifications with the same source normalise to the same end
/// frame, so the session tells a repeated notification from its source alone.
struct KeyboardSource: Equatable {
  /// The end frame as the notification sent it; `nil` when it had none.
  let rawEndFrame: CGRect?
  /// The bounds of the screen the frame was measured against.
  let screenBounds: CGRect
  /// Whether the notification is a will/did-hide.
  let isHide: Bool
}
