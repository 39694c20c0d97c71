#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/campaign/command_phase.hpp"

namespace tachanka::cli {
namespace {

// Without --main-body: the ties the side to play has to break now, each with its groups.
int listTies(const std::string& file, bool asJson) {
    const auto ties = core::mainBodyTies(file);
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("ties").beginArray();
        for (const auto& tie : ties) {
            json.beginObject();
            json.key("side").value(tie.side);
            json.key("formation").value(tie.formation);
            json.key("groups").beginArray();
            for (const auto& group : tie.groups) {
                json.beginArray();
                for (const auto& code : group) json.value(code);
                json.endArray();
            }
            json.endArray();
            json.key("standing").value(tie.standing);
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    if (ties.empty()) {
        std::cout << "No formation of the side to play has groups tied for its main body in its "
                     "command phase (5.2 b)\n";
    }
    for (const auto& tie : ties) {
        std::cout << tie.formation << ":";
        for (std::size_t at = 0; at < tie.groups.size(); ++at) {
            std::cout << (at == 0 ? " " : " or ");
            for (std::size_t code = 0; code < tie.groups[at].size(); ++code) {
                std::cout << (code == 0 ? "" : " ") << tie.groups[at][code];
            }
        }
        std::cout << " (standing: the group of " << tie.standing << ")\n";
    }
    return 0;
}

int runCommand(std::span<const std::string> words) {
    const Arguments args(words, {{"main-body", true}, {"json", false}}, "command",
                         {1, 1, "FILE"});
    if (!args.value("main-body")) return listTies(args.positionals()[0], args.flag("json"));
    const std::string choice = args.requiredValue("main-body");
    const auto equals = choice.rfind('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == choice.size()) {
        throw UsageError("tachanka-cli command: --main-body takes FORMATION=CODE, e.g. "
                         "\"1st Kornilov Regiment=3/1K\"");
    }
    const auto done = core::chooseMainBody(args.positionals()[0], choice.substr(0, equals),
                                           choice.substr(equals + 1));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("side").value(done.side);
        json.key("formation").value(done.formation);
        json.key("main_body").beginArray();
        for (const auto& code : done.mainBody) json.value(code);
        json.endArray();
        json.key("applied").beginArray();
        for (const auto& step : done.steps) json.value(step.text);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    for (const auto& step : done.steps) std::cout << step.text << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"command", "choose a formation's main body when its groups tie (5.2 b)",
     "usage: tachanka-cli command FILE [--main-body FORMATION=CODE] [--json]\n"
     "\n"
     "The command phase traces each formation's main body on the club's map and sets the\n"
     "out-of-command markers itself (5.2). When two groups of a formation are the largest\n"
     "and neither was its main body at the last command phase, the owner chooses: in his\n"
     "command phase, the group holding CODE becomes the main body (it keeps that status\n"
     "until a larger group can be defined, 5.2 b), and the markers follow. Until he\n"
     "chooses, the group of the formation's first listed unit stands. Without\n"
     "--main-body, the command lists the ties open now.\n"
     "\n"
     "  --main-body FORMATION=CODE   the formation's name and a unit of the group chosen\n"
     "  --json                       machine output: {\"side\", \"formation\", \"main_body\":\n"
     "                               [codes], \"applied\": [what changed]}; without\n"
     "                               --main-body {\"ties\": [{\"side\", \"formation\",\n"
     "                               \"groups\": [[codes]], \"standing\"}]}\n",
     runCommand},
};

}  // namespace

std::span<const Command> commandCommands() { return commands; }

}  // namespace tachanka::cli
