import Foundation
import KeyboardSimulator

exit(KeyboardSimCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
