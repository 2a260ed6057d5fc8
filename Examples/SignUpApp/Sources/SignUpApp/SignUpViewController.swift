#if canImport(UIKit)
  import KeyboardLift
  import UIKit

  /// A sign-up form: text fields in a scroll view, laid out with Auto Layout, above a footer that
  /// fades while the keyboard is up. KeyboardLift scrolls the form so the focused field sits
  /// `keyboardDistance` above the keyboard; three views carry settings of their own.
  final class SignUpViewController: UIViewController {
    let scrollView = UIScrollView()
    private let nameField = SignUpViewController.field("Name", .name)
    let birthdayField = SignUpViewController.field("Birthday", nil)
    private let emailField = SignUpViewController.field("Email", .emailAddress)
    let passwordField = SignUpViewController.field("Password", .newPassword)
    private let passwordRules = UILabel()
    private let inviteField = SignUpViewController.field("Invite code (optional)", nil)
    private let footer = KeyboardFadingView()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Sign up"
      view.backgroundColor = .systemBackground
      configureFields()
      layOut()

      configureKeyboardSettings()
    }

    /// A rounded text field, 44 points high, with a placeholder and an optional content type.
    private static func field(_ placeholder: String, _ contentType: UITextContentType?)
      -> UITextField
    {
      let field = UITextField()
      field.placeholder = placeholder
      field.textContentType = contentType
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      return field
    }

    private func configureFields() {
      emailField.keyboardType = .emailAddress
      emailField.autocapitalizationType = .none
      emailField.autocorrectionType = .no
      passwordField.isSecureTextEntry = true
      passwordRules.text = "At least 12 characters, one of them a digit."
      passwordRules.font = .preferredFont(forTextStyle: .footnote)
      passwordRules.textColor = .secondaryLabel
      passwordRules.numberOfLines = 0

      let picker = UIDatePicker()
      picker.datePickerMode = .date
      if #available(iOS 13.4, *) {
        picker.preferredDatePickerStyle = .wheels  // the compact style does not fit an input view
      }
      picker.addTarget(self, action: #selector(birthdayChanged(_:)), for: .valueChanged)
      birthdayField.inputView = picker
    }

    private func layOut() {
      let createButton = UIButton(type: .system)
      createButton.setTitle("Create account", for: .normal)
      createButton.addTarget(self, action: #selector(createAccount), for: .touchUpInside)

      let form = UIStackView(arrangedSubviews: [
        nameField, birthdayField, emailField, passwordField, passwordRules, inviteField,
        createButton,
      ])
      form.axis = .vertical
      form.spacing = 16
      form.setCustomSpacing(4, after: passwordField)

      let signIn = UILabel()
      signIn.text = "Already have an account? Sign in from the start screen."
      signIn.font = .preferredFont(forTextStyle: .footnote)
      signIn.textColor = .secondaryLabel
      signIn.textAlignment = .center
      signIn.numberOfLines = 0

      for view in [scrollView, form, footer, signIn] {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      view.addSubview(scrollView)
      view.addSubview(footer)
      scrollView.addSubview(form)
      footer.addSubview(signIn)

      let safeArea = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: footer.topAnchor),

        form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
        form.bottomAnchor.constraint(
          equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
        form.leadingAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
        form.trailingAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),

        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        signIn.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
        signIn.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
        signIn.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor),
        signIn.trailingAnchor.constraint(equalTo: footer.layoutMarginsGuide.trailingAnchor),
      ])
    }

    @objc private func birthdayChanged(_ picker: UIDatePicker) {
      let formatter = DateFormatter()
      formatter.dateStyle = .medium
      birthdayField.text = formatter.string(from: picker.date)
    }

    @objc private func createAccount() {
      view.endEditing(true)
      navigationController?.pushViewController(VerificationCodeViewController(), animated: true)
    }
  }
#endif
