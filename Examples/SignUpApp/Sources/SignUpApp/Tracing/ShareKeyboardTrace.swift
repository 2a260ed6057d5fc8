#if canImport(UIKit)
  // Docs/RecordingATrace.md shows this region.
  // docs:begin trace-share
  import UIKit

  extension UIViewController {
    /// Offers a saved trace to AirDrop, Mail, Files and the other share targets.
    func shareKeyboardTrace(at url: URL) {
      let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
      share.popoverPresentationController?.sourceView = view  // iPad: anchor the popover
      present(share, animated: true)
    }
  }
// docs:end trace-share
#endif
