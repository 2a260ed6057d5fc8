#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // `contentOffset` (CGPoint, get/set), `setContentOffset(_:animated:)`, `contentSize` (CGSize)
    // and `isScrollEnabled` (Bool) are UIScrollView's own members and satisfy HostScrollView as
    // they are.
    extension UIScrollView: HostScrollView {
      /// `contentInset`.
      public package(set) var hostContentInset: EdgeInsets {
        get { EdgeInsets(contentInset) }
        set { contentInset = UIEdgeInsets(newValue) }
      }

      /// `adjustedContentInset`: the content inset plus what the scroll view adds itself.
      public var hostAdjustedContentInset: EdgeInsets { EdgeInsets(adjustedContentInset) }

      /// Whether `contentInsetAdjustmentBehavior` is anything but `.never`.
      public var addsSafeAreaToContentInset: Bool { contentInsetAdjustmentBehavior != .never }

      /// `verticalScrollIndicatorInsets`.
      public package(set) var hostVerticalScrollIndicatorInsets: EdgeInsets {
        get { EdgeInsets(verticalScrollIndicatorInsets) }
        set { verticalScrollIndicatorInsets = UIEdgeInsets(newValue) }
      }
    }
  #endif
#endif
