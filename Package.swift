// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "InputKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "InputKitCore", targets: ["InputKitCore"]),
    .library(name: "InputKit", targets: ["InputKit"]),
    .executable(name: "inputkit", targets: ["InputKitTool"]),
    .executable(name: "inputkit-bench", targets: ["inputkit-bench"]),
  ],
  targets: [
    // Platform-independent logic: layouts, expressions, editing, forms, overlay, geometry.
    .target(
      name: "InputKitCore",
      resources: [.process("Resources")]
    ),
    // The UIKit and SwiftUI layer. Every file is wrapped in `#if canImport(UIKit)`.
    .target(name: "InputKit", dependencies: ["InputKitCore"]),
    // The example app's domain (items, the crash-safe store, the summary, the item prompts),
    // shared by the terminal demo and Examples/iOS. Not a product: apps never link it.
    .target(
      name: "Tally", dependencies: ["InputKitCore"],
      resources: [.process("Resources")]
    ),
    // ANSI rendering and raw terminal input for `inputkit demo`.
    .target(
      name: "InputKitTerminal", dependencies: ["InputKitCore", "Tally"],
      resources: [.process("Resources")]
    ),
    // The command implementations, a library so that tests can call them in-process.
    .target(name: "InputKitCLI", dependencies: ["InputKitCore", "InputKitTerminal", "Tally"]),
    // The `inputkit` command. Its target is not called `inputkit`: on a case-insensitive disk
    // (macOS's default) that name's folder and module would be the `InputKit` library's.
    .executableTarget(name: "InputKitTool", dependencies: ["InputKitCLI"]),
    .executableTarget(
      name: "inputkit-bench",
      dependencies: ["InputKitCore", "InputKitCLI", "Tally"],
      path: "Benchmarks/inputkit-bench"
    ),
    // What the test targets share: a manual clock and a seeded random generator.
    .target(name: "InputKitTestSupport", path: "Tests/Support/InputKitTestSupport"),
    .testTarget(
      name: "InputKitCoreTests", dependencies: ["InputKitCore", "InputKitTestSupport"],
      exclude: ["Keyboard/README.md", "Prompt/README.md", "Overlay/README.md"]),
    .testTarget(
      name: "TallyTests", dependencies: ["Tally", "item-store-writer", "InputKitTestSupport"],
      exclude: ["README.md"]),
    // The child the item store's crash test kills mid-save (a separate process: forking a
    // Swift test process is not safe).
    .executableTarget(
      name: "item-store-writer", dependencies: ["Tally"],
      path: "Tests/Support/ItemStoreWriter"),
    .testTarget(
      name: "InputKitCLITests",
      dependencies: ["InputKitCLI", "InputKitCore", "Tally", "InputKitTestSupport"],
      exclude: ["README.md"]),
    .testTarget(
      name: "InputKitTerminalTests",
      dependencies: ["InputKitTerminal", "Tally", "terminal-signal-child", "InputKitTestSupport"],
      exclude: ["README.md"]),
    // The child the terminal's signal tests send signals to (a signal's default action would
    // end the test process itself).
    .executableTarget(
      name: "terminal-signal-child", dependencies: ["InputKitTerminal"],
      path: "Tests/Support/TerminalSignalChild"),
  ],
  swiftLanguageModes: [.v6]
)
