#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/dice_options.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/campaign/random_events.hpp"

namespace tachanka::cli {
namespace {

std::string stateName(model::EventState state) {
    return std::string(model::nameOf(model::eventStateNames, state));
}

void writeEvent(JsonWriter& json, const core::RandomEventView& view) {
    const auto& event = view.record;
    json.beginObject();
    json.key("id").value(event.id);
    json.key("side").value(view.side);
    json.key("date").value(event.date.iso());
    json.key("roll").value(event.roll);
    json.key("event").value(event.event);
    json.key("kind").value(event.kind);
    json.key("title").value(event.title);
    json.key("effect").value(event.effect);
    json.key("state").value(stateName(event.state));
    json.key("recruit_points_lost").value(event.recruitPointsLost);
    json.key("formation_chosen_by").value(view.formationChosenBy);
    json.key("units_chosen_by").value(view.unitsChosenBy);
    json.key("timing").value(view.timing);
    json.key("expires_on");
    if (event.expiresOn) {
        json.value(event.expiresOn->iso());
    } else {
        json.null();
    }
    json.key("provisional").value(event.provisional);
    json.endObject();
}

void printEvent(const core::RandomEventView& view) {
    const auto& event = view.record;
    std::cout << "event " << event.id << ": the " << view.side << " rolled " << event.roll
              << " on " << event.date.longForm() << " — " << event.title << " (" << event.kind
              << ", " << stateName(event.state) << ")\n  " << event.effect << '\n';
    if (!view.formationChosenBy.empty()) {
        std::cout << "  the " << view.formationChosenBy << " chooses the formation";
        if (!view.unitsChosenBy.empty()) std::cout << ", the " << view.unitsChosenBy << " its units";
        std::cout << "; record what it does with 'tachanka-cli unit'\n";
    } else if (!view.unitsChosenBy.empty()) {
        std::cout << "  the " << view.unitsChosenBy << " chooses the unit\n";
    }
    std::cout << "  " << view.timing << '\n';
    if (!view.expiry.empty() && event.state == model::EventState::Held) {
        std::cout << "  held " << view.expiry << ": 'tachanka-cli event FILE --play " << event.id
                  << "' plays it\n";
    }
    if (event.provisional) {
        std::cout << "  unverified: a provisional events list (templates/rules/orel-1919.xml)\n";
    }
}

void listEvents(const std::vector<core::RandomEventView>& events, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject().key("events").beginArray();
        for (const auto& event : events) writeEvent(json, event);
        json.endArray().endObject();
        json.finish();
        return;
    }
    if (events.empty()) {
        std::cout << "No random event rolled yet: 'tachanka-cli event FILE --roll' in the "
                     "random events phase.\n";
        return;
    }
    TextTable table({"Id", "Date", "Side", "Roll", "Event", "Kind", "State", "Until"});
    for (const auto& view : events) {
        const auto& event = view.record;
        table.addRow({std::to_string(event.id), event.date.iso(), view.side,
                      std::to_string(event.roll), event.title, event.kind, stateName(event.state),
                      event.expiresOn ? event.expiresOn->iso() : ""});
    }
    table.print(std::cout);
}

int runEvent(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"roll", false},
                          {"dice", numbers},
                          {"seed", numbers},
                          {"play", numbers},
                          {"reason", true},
                          {"json", false}},
                         "event", {1, 1, "FILE"});
    const std::filesystem::path file = args.positionals()[0];
    const bool roll = args.flag("roll");
    const auto play = args.intValue("play", 1, 1'000'000);
    if (roll && play) throw UsageError("tachanka-cli event: --roll or --play, not both");
    for (const char* option : {"dice", "seed"}) {
        if (!roll && args.value(option)) {
            throw UsageError("tachanka-cli event: --" + std::string(option) + " goes with --roll");
        }
    }
    if (args.value("dice") && args.value("seed")) {
        throw UsageError("tachanka-cli event: --dice and --seed contradict each other");
    }
    if (!play && args.value("reason")) {
        throw UsageError("tachanka-cli event: --reason goes with --play");
    }
    if (!roll && !play) {
        listEvents(core::campaignEvents(file), args.flag("json"));
        return 0;
    }
    if (play) {
        const auto played = core::playCampaignEvent(file, *play, args.value("reason").value_or(""));
        if (args.flag("json")) {
            JsonWriter json(std::cout);
            json.beginObject().key("event");
            writeEvent(json, played);
            json.endObject();
            json.finish();
        } else {
            printEvent(played);
        }
        return 0;
    }
    const auto rolled =
        core::rollCampaignEvent(file, args.intListValue("dice", 0, 10), args.seedValue());
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("event");
        writeEvent(json, rolled.event);
        json.key("typed").value(rolled.typed);
        writeDice(json, rolled.dice);
        json.endObject();
        json.finish();
    } else {
        printEvent(rolled.event);
    }
    return 0;
}

constexpr Command commands[] = {
    {"event", "roll, list and play the campaign's random events (6, optional)",
     "usage: tachanka-cli event FILE [--roll [--dice TENS,ONES | --seed N] |\n"
     "       --play ID [--reason TEXT]] [--json]\n"
     "\n"
     "Without an option, lists the random events rolled so far and where each stands.\n"
     "\n"
     "  --roll          the active player rolls d100 in his random events phase, once a\n"
     "                  turn, on his side's column of the events list (6): with the action's\n"
     "                  own dice, or the two d10 read at the table with --dice (tens, then\n"
     "                  ones; 0 or 10 reads 0, 00 is 100), or dice from --seed N\n"
     "                  A Suffered event strikes at once: the ledger says who chooses the\n"
     "                  formation and the units (6.1); record its effects with 'unit'. Civil\n"
     "                  Exactions takes its recruit point at the side's next recruitment.\n"
     "                  A Controlled event is held until played, at the latest by the end of\n"
     "                  the opponent's next turn, when it expires (6.2).\n"
     "  --play ID       the holder plays held event ID now (--reason: what it did)\n"
     "  --json          machine output: {\"events\": [event]} for the list, {\"event\": event,\n"
     "                  \"typed\", \"dice\"} for a roll; an event is {\"id\", \"side\", \"date\",\n"
     "                  \"roll\", \"event\", \"kind\", \"title\", \"effect\", \"state\",\n"
     "                  \"recruit_points_lost\", \"formation_chosen_by\", \"units_chosen_by\",\n"
     "                  \"timing\", \"expires_on\", \"provisional\"}\n"
     "\n"
     "The shipped events list is provisional (READINGS.md): replace it with the listing on\n"
     "the back of your counter sheet in a copy of templates/rules/orel-1919.xml.\n",
     runEvent},
};

}  // namespace

std::span<const Command> eventCommands() { return commands; }

}  // namespace tachanka::cli
