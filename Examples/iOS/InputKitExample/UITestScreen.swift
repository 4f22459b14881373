#if canImport(UIKit)
  import InputKit
  import UIKit

  /// Test-only: the screen the UI tests in `Examples/iOS/UITests` launch the app into with the
  /// launch arguments `-InputKitUITest keyboardOverlay` or `-InputKitUITest noOverlay`. A field
  /// typing with the system number pad, focused; with `keyboardOverlay` an `ActivityOverlay`
  /// covers the keyboard until the "End the overlay" button above the keyboard is tapped. The
  /// label says "covered" once the overlay is in its window above the keyboard, "uncovered" in
  /// the control, "ended" once the overlay has gone, and "not editing" if the field is not
  /// first responder.
  final class UITestViewController: UIViewController {
    /// The mode the launch arguments ask for (the argument domain of `UserDefaults`), or `nil`
    /// for the app's own screens.
    static var requestedMode: String? {
      UserDefaults.standard.string(forKey: "InputKitUITest")
    }

    private let covered: Bool
    private let field = UITextField(frame: .zero)
    private let status = UILabel(frame: .zero)
    private let endButton = UIButton(type: .system)
    private var overlay: ActivityOverlay?
    private var token: ActivityToken?

    init(mode: String) {
      covered = mode == "keyboardOverlay"
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      field.text = "12"
      field.keyboardType = .numberPad
      field.borderStyle = .roundedRect
      field.addAction(
        UIAction { [weak self] _ in self?.status.text = "not editing" }, for: .editingDidEnd)
      status.text = "waiting"
      endButton.setTitle("End the overlay", for: .normal)
      endButton.addAction(UIAction { [weak self] _ in self?.endTheOverlay() }, for: .touchUpInside)
      let safe = view.safeAreaLayoutGuide
      for (index, subview) in [field, status, endButton as UIView].enumerated() {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
        NSLayoutConstraint.activate([
          subview.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
          subview.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
          subview.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16 + 56 * CGFloat(index)),
          subview.heightAnchor.constraint(equalToConstant: 44),
        ])
      }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard field.becomeFirstResponder() else {
        status.text = "not editing"
        return
      }
      guard covered else {
        status.text = "uncovered"
        return
      }
      var configuration = ActivityOverlayConfiguration(graceTime: .zero, minimumShowTime: .zero)
      configuration.appearance.fadeDuration = .zero
      configuration.darkAppearance.fadeDuration = .zero
      let overlay = ActivityOverlay(
        attachedTo: view, coverage: .keyboard, configuration: configuration)
      token = overlay.begin(message: "Covering the keyboard")
      self.overlay = overlay
      // The UI test taps the keys once the label says so; the loop ends with the label.
      Task {
        while status.text == "waiting" {
          if overlay.isVisible, let window = overlay.window, window !== view.window {
            status.text = "covered"
          }
          try? await Task.sleep(for: .milliseconds(20))
        }
      }
    }

    /// Ends the overlay's work; the label says "ended" once it has gone, the field still editing.
    private func endTheOverlay() {
      guard let overlay, let token else { return }
      self.token = nil
      overlay.end(token) { [weak self] in
        guard let self else { return }
        status.text = field.isFirstResponder ? "ended" : "not editing"
      }
    }
  }
#endif
