import Foundation
import InputKitCLI

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
