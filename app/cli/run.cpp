#include "app/cli/run.hpp"

#include <algorithm>
#include <iostream>
#include <span>
#include <streambuf>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/common/version.hpp"
#include "app/core/rule_systems.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::cli {
namespace {

constexpr int badInput = 2;

// Everything a command writes to a stream while it runs, escaped as model::displayable()
// escapes it: the commands print names, reasons and notes from campaign files anyone may have
// edited, and an escape code, a NUL or a byte that is not UTF-8 in them must reach the
// terminal as visible text (\x1b), never as a command to it. Line breaks and tabs pass: they
// move no cursor back over what was written, and a --csv field keeps them as the player typed. Text is passed on a line at a
// time, so no UTF-8 character is split; JSON output, escaped by JsonWriter, passes unchanged.
class PrintableStream : public std::streambuf {
public:
    explicit PrintableStream(std::ostream& stream) : stream_(stream), target_(stream.rdbuf()) {
        stream_.rdbuf(this);
    }
    PrintableStream(const PrintableStream&) = delete;
    PrintableStream& operator=(const PrintableStream&) = delete;
    ~PrintableStream() override {
        pass(pending_.size());
        stream_.rdbuf(target_);
    }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char character = traits_type::to_char_type(c);
        return xsputn(&character, 1) == 1 ? c : traits_type::eof();
    }
    std::streamsize xsputn(const char* text, std::streamsize count) override {
        // Only the new text is searched for a line's end: what is held has none, and a long
        // JSON line searched whole at every write made a listing quadratic in its length.
        const std::string_view added(text, static_cast<std::size_t>(count));
        const auto held = pending_.size();
        pending_.append(added);
        const auto lineEnd = added.rfind('\n');
        if (lineEnd != std::string_view::npos) return pass(held + lineEnd + 1) ? count : 0;
        // One long line (a large JSON document) goes on in parts, each ending in ASCII.
        if (pending_.size() >= longestPending) {
            std::size_t cut = pending_.size();
            while (cut > 0 && static_cast<unsigned char>(pending_[cut - 1]) >= 0x80) --cut;
            if (cut > 0 && !pass(cut)) return 0;
        }
        return count;
    }
    int sync() override { return pass(pending_.size()) ? target_->pubsync() : -1; }

private:
    static constexpr std::size_t longestPending = 64 * 1024;

    // Writes the first `length` bytes held, escaped.
    bool pass(std::size_t length) {
        const std::string shown = model::displayable(std::string_view(pending_).substr(0, length));
        pending_.erase(0, length);
        const auto size = static_cast<std::streamsize>(shown.size());
        return target_->sputn(shown.data(), size) == size;
    }

    std::ostream& stream_;
    std::streambuf* target_;
    std::string pending_;
};

// What a refusal asks the user to give, as this front end's options: " (--army ID, --side)".
std::string asOptions(const std::vector<std::string>& inputs) {
    std::string options;
    for (const auto& input : inputs) {
        options += (options.empty() ? " (" : ", ") + (input == "..." ? input : "--" + input);
    }
    return options.empty() ? options : options + ")";
}

// The registry's systems under the top level's commands: what each is, and its group's word.
void printRuleSystems(std::ostream& out) {
    out << "\nRule systems:\n\n";
    for (const auto& system : core::ruleSystems()) {
        out << "  " << system.name << " (" << system.id;
        if (!system.commandGroup.empty()) out << "; commands: " << system.commandGroup;
        out << "): " << system.about << '\n';
    }
}

// "tachanka-cli" or "tachanka-cli ra": the usage line and the table of commands.
void printOverview(std::ostream& out, const std::string& prefix, std::span<const Command> table,
                   std::string_view summary) {
    out << "usage: " << prefix << " " << (prefix == "tachanka-cli" ? "[--version] " : "")
        << "[--help] COMMAND [ARGS]\n\n"
        << summary << "\n\nCommands:\n\n";
    std::size_t width = 0;
    for (const auto& command : table) width = std::max(width, command.name.size());
    for (const auto& command : table) {
        out << "  " << command.name << std::string(width + 2 - command.name.size(), ' ')
            << command.summary << '\n';
    }
    if (prefix == "tachanka-cli") printRuleSystems(out);
    out << "\n'" << prefix << " help COMMAND' or '" << prefix
        << " COMMAND --help' for a command's options.\n";
}

const Command* findCommand(std::span<const Command> table, std::string_view name) {
    for (const auto& command : table) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

int unknownCommand(const std::string& prefix, std::string_view name) {
    std::cerr << prefix << ": '" << model::printable(name) << "' is not a command (see '"
              << prefix << " --help')\n";
    return badInput;
}

int help(const std::string& prefix, std::span<const Command> table, std::string_view summary,
         const std::vector<std::string>& words) {
    if (words.empty()) {
        printOverview(std::cout, prefix, table, summary);
        return 0;
    }
    const Command* command = findCommand(table, words[0]);
    if (!command) return unknownCommand(prefix, words[0]);
    if (command->subcommands) {
        const std::vector<std::string> rest(words.begin() + 1, words.end());
        return help(prefix + " " + words[0], command->subcommands(), command->summary, rest);
    }
    std::cout << command->help;
    return 0;
}

int dispatch(const std::string& prefix, std::span<const Command> table, std::string_view summary,
             const std::vector<std::string>& words) {
    if (words.empty()) {
        printOverview(std::cerr, prefix, table, summary);
        return badInput;
    }
    const std::string& first = words[0];
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (first == "--version" && prefix == "tachanka-cli") {
        std::cout << "tachanka-cli " << core::version() << '\n';
        return 0;
    }
    if (first == "--help" || first == "-h") return help(prefix, table, summary, {});
    if (first == "help") return help(prefix, table, summary, rest);
    const Command* command = findCommand(table, first);
    if (!command) return unknownCommand(prefix, first);
    if (command->subcommands) {
        return dispatch(prefix + " " + first, command->subcommands(), command->summary, rest);
    }
    const bool wantsHelp = std::any_of(rest.begin(), rest.end(), [](const std::string& word) {
        return word == "--help" || word == "-h";
    });
    if (wantsHelp) {
        std::cout << command->help;
        return 0;
    }
    return command->run(rest);
}

// Every word typed may be kept by the campaign (a reason, a name, a note): one with a control
// character or a byte that is not UTF-8 is refused before any command reads it, naming the
// option it was given to. Line breaks pass, for notes.
void checkTypedWords(const std::vector<std::string>& words) {
    for (std::size_t at = 0; at < words.size(); ++at) {
        const std::string field = at == 0                         ? std::string("the command")
                                  : words[at - 1].starts_with("--") ? words[at - 1]
                                  : "the word after " + model::quoted(words[at - 1]);
        core::checkTypedText(words[at], field, true);
    }
}

// A refusal may repeat what the user typed, whichever part of the program wrote it (the
// parser, a look-up, the file system's error): a pasted word of 100 KB is repeated as its
// opening, so the message stays one line a terminal can show (issue 53).
std::string withTypedWordsShortened(std::string message, const std::vector<std::string>& words) {
    for (const auto& word : words) {
        const std::string excerpt = model::printable(word, model::maxQuotedCharacters);
        if (excerpt.size() >= word.size()) continue;
        for (auto at = message.find(word); at != std::string::npos;
             at = message.find(word, at + excerpt.size())) {
            message.replace(at, word.size(), excerpt);
        }
    }
    return message;
}

// "--override --reason TEXT", on any command: the umpire sets aside the rules that would refuse
// it (core::UmpireOverride), and the ledger keeps each as an override with the reason. Both
// options are the umpire's and are taken out of the words before the command reads them.
struct UmpireWords {
    std::vector<std::string> words;
    std::optional<std::string> reason;  // none: no override asked
};

UmpireWords umpireWords(const std::vector<std::string>& words) {
    UmpireWords split;
    bool overriding = false;
    std::optional<std::string> reason;
    for (std::size_t at = 0; at < words.size(); ++at) {
        const auto& word = words[at];
        if (word == "--") {
            split.words.insert(split.words.end(), words.begin() + static_cast<long>(at),
                               words.end());
            break;
        }
        if (word == "--override") {
            overriding = true;
        } else if (word == "--reason" && at + 1 < words.size()) {
            reason = words[++at];
        } else if (word.starts_with("--reason=")) {
            reason = word.substr(9);
        } else {
            split.words.push_back(word);
        }
    }
    if (!overriding) return {words, std::nullopt};
    if (!reason) throw UsageError("tachanka-cli: --override needs --reason TEXT: say why the rule "
                                  "is set aside");
    split.reason = std::move(reason);
    return split;
}

int dispatchTopLevel(const std::vector<std::string>& words) {
    return dispatch("tachanka-cli", topLevelCommands(),
                    "Tachanka keeps a Russian Civil War campaign in one file.", words);
}

int dispatchOverridden(const std::vector<std::string>& words) {
    auto split = umpireWords(words);
    if (!split.reason) return dispatchTopLevel(words);
    const core::UmpireOverride umpire(*split.reason);
    const int status = dispatchTopLevel(split.words);
    if (status != 0) return status;
    for (const auto& refusal : umpire.waived()) {
        std::cerr << "tachanka-cli: umpire's override (" << umpire.reason() << "): " << refusal
                  << '\n';
    }
    if (umpire.waived().empty()) {
        std::cerr << "tachanka-cli: no rule refused this: the override set nothing aside\n";
    }
    return status;
}

}  // namespace

// Each message is printable: a command may repeat a word the user typed, and a line break or
// control code in it must not break the one line on stderr.
int run(const std::vector<std::string>& words) {
    const PrintableStream out(std::cout);
    const PrintableStream err(std::cerr);
    try {
        checkTypedWords(words);
        return dispatchOverridden(words);
    } catch (const UsageError& error) {
        std::cerr << model::printable(withTypedWordsShortened(error.what(), words)) << '\n';
        return badInput;
    } catch (const core::UserError& error) {
        std::cerr << "tachanka-cli: "
                  << model::printable(withTypedWordsShortened(error.what(), words))
                  << asOptions(error.inputs()) << '\n';
        return badInput;
    } catch (const std::exception& error) {
        std::cerr << "tachanka-cli: internal error: "
                  << model::printable(withTypedWordsShortened(error.what(), words)) << '\n';
        return 1;
    }
}

}  // namespace tachanka::cli
