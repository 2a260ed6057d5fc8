import Foundation

/// How long a scroll view's own animated offset change takes: what tells the ``Ledger`` that an
/// offset written with the animated setter has landed.
///
/// UIKit's `setContentOffset(_:animated: true)` scrolls "from the current position to the
/// specified position at a constant rate" (the Scroll View Programming Guide) over a fixed time
/// whatever the distance, and tells no one but the app's delegate when it ends. UIKit does not
/// publish the figure; about 0.3 s is what devices show, and the headless backend animates over
/// the same time.
public enum ScrollAnimationTiming {
  /// How long an animated scroll takes, whatever the distance: 0.3 s.
  public static let duration: TimeInterval = 0.3
}
