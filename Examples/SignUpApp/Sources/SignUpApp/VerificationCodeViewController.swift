#if canImport(UIKit)
  import UIKit

  /// The screen after sign-up: one code field, which the screen keeps above the keyboard itself
  /// (`keyboardLayoutGuide`, iOS 15 and later). It is an ``OwnKeyboardLayoutViewController``,
  /// which the app delegate puts in `disabledDistanceHandlingClasses`, so KeyboardLift leaves the
  /// screen alone.
  final class VerificationCodeViewController: OwnKeyboardLayoutViewController {
    private let codeField = UITextField()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Verify your email"
      view.backgroundColor = .systemBackground
      codeField.placeholder = "6-digit code"
      codeField.textContentType = .oneTimeCode
      codeField.keyboardType = .numberPad
      codeField.borderStyle = .roundedRect
      codeField.textAlignment = .center
      codeField.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(codeField)

      // The field is centred in the room between the top and the keyboard. Before iOS 15 there is
      // no keyboard layout guide: the room is the top half, clear of a portrait phone's keyboard.
      let roomBottom: NSLayoutYAxisAnchor
      if #available(iOS 15.0, *) {
        roomBottom = view.keyboardLayoutGuide.topAnchor
      } else {
        roomBottom = view.safeAreaLayoutGuide.centerYAnchor
      }
      let room = UILayoutGuide()
      view.addLayoutGuide(room)
      NSLayoutConstraint.activate([
        room.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        room.bottomAnchor.constraint(equalTo: roomBottom),
        codeField.centerYAnchor.constraint(equalTo: room.centerYAnchor),
        codeField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        codeField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        codeField.heightAnchor.constraint(equalToConstant: 44),
      ])
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      codeField.becomeFirstResponder()
    }
  }
#endif
