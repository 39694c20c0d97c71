#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/campaign/overrides.hpp"

namespace tachanka::cli {
namespace {

// FILE TARGET [NAME] FIELD VALUE: the campaign has no NAME, a setting no FIELD (its value).
core::OverrideRequest overrideRequest(const std::vector<std::string>& words) {
    if (words.size() < 2) throw UsageError("tachanka-cli set: give FILE and TARGET");
    core::OverrideRequest request;
    request.target = words[1];
    const auto expect = [&](std::size_t count, std::string_view what) {
        if (words.size() != count) {
            throw UsageError("tachanka-cli set: " + request.target + " takes " + std::string(what) +
                             " (see 'tachanka-cli set --help')");
        }
    };
    if (request.target == "campaign") {
        expect(4, "FIELD VALUE");
        request.field = words[2];
        request.value = words[3];
    } else if (request.target == "setting") {
        if (words.size() != 5) expect(4, "NAME VALUE");
        request.name = words[2];
        request.field = words.size() == 5 ? words[3] : "value";
        request.value = words.back();
    } else {
        expect(5, "NAME FIELD VALUE");
        request.name = words[2];
        request.field = words[3];
        request.value = words[4];
    }
    return request;
}

int runSet(std::span<const std::string> words) {
    const Arguments args(words, {{"reason", true}, {"side", true}, {"json", false}}, "set",
                         {2, 5, "FILE and TARGET"});
    auto request = overrideRequest(args.positionals());
    request.reason = args.requiredValue("reason");
    request.side = args.value("side");
    const auto result = core::overrideValue(args.positionals()[0], request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("target").value(result.target);
        json.key("field").value(result.field);
        json.key("before").value(result.before);
        json.key("after").value(result.after);
        json.key("reason").value(request.reason);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << result.target << ": " << result.field << " " << result.before << " -> "
              << result.after << " (" << request.reason << ")\n";
    return 0;
}

constexpr Command commands[] = {
    {"set", "GM override: set any stored value, with a reason",
     "usage: tachanka-cli set FILE TARGET [NAME] FIELD VALUE --reason TEXT [--side S] [--json]\n"
     "\n"
     "Sets one value as the game master decides, checked by type and range, recorded on\n"
     "the ledger with the reason (undo takes it back). Examples:\n"
     "  tachanka-cli set c.tachanka unit 1/Let troop_quality 6 --reason \"errata\"\n"
     "  tachanka-cli set c.tachanka location Orël controller_side_id Reds --reason \"...\"\n"
     "  tachanka-cli set c.tachanka campaign phase combat --reason \"...\"\n"
     "  tachanka-cli set c.tachanka setting random-events on --reason \"...\"\n"
     "\n"
     "Targets and their fields:\n"
     "  unit CODE        name, steps_max, steps_lost, troop_quality, hex, recruits_marker,\n"
     "                   strength, charge, fire, movement, shock, integrated_artillery,\n"
     "                   train, mode, routed_on, unsupplied, entrenchment, out_of_command,\n"
     "                   off_map, fate, arrival_date, entry_hexes, mp_penalty, arrival_note,\n"
     "                   town_centre\n"
     "  side NAME        commander, recruit_points, prisoners, friendly_edges,\n"
     "                   recruit_battalions\n"
     "  formation NAME   commander, main_bodies, inactive_through, release_conditions\n"
     "  depot ID         munitions, functional, unsupplied, hex, fate, arrival_date,\n"
     "                   entry_hexes, mp_penalty, arrival_note\n"
     "  officer ID       name, rank, fate\n"
     "  location NAME    controller_side_id (a side's name, or none)\n"
     "  campaign         name, game_date, phase, active_side_id (a side's name),\n"
     "                   recruit_points_percent\n"
     "  setting NAME     an optional rule's value, on or off (created if the campaign has\n"
     "                   none yet): random-events, single-die-coordination,\n"
     "                   new-cohesion-rules, vehicle-checks-per-loss; or\n"
     "                   intelligence: what a side's file shows of the enemy: open (the\n"
     "                   board game's counters, the default), contact (stacks within\n"
     "                   contact-range hexes of its units) or umpired (what the umpire\n"
     "                   reveals); contact-range: 1 to 6 hexes, 2 unless set;\n"
     "                   backups-kept: 3, 5, 10 (unless set), 20, 30, 50 or 100;\n"
     "                   backups-folder: beside (the folder beside the campaign, unless\n"
     "                   set) or a folder, relative to the campaign's\n"
     "\n"
     "Values: whole numbers, true/false, hexes as 2705, dates as 1919-10-16, none to clear.\n"
     "\n"
     "  --reason TEXT   why (required)\n"
     "  --side S        the unit's side, when both sides use the code\n"
     "  --json          machine output: {\"target\", \"field\", \"before\", \"after\", "
     "\"reason\"}\n",
     runSet},
};

}  // namespace

std::span<const Command> setCommands() { return commands; }

}  // namespace tachanka::cli
