// tachanka-cli history, bookmark, restore: the campaign's history to browse and return to
// (issue 51).

#include <climits>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/story/campaign_history.hpp"

namespace tachanka::cli {
namespace {

const std::vector<std::string> momentColumns{"action", "day",      "phase",      "kind",
                                             "description", "recorded_at", "taken_back",
                                             "bookmark"};

std::vector<Cell> momentCells(const core::HistoryMoment& moment) {
    return {moment.actionId,
            moment.day.iso(),
            moment.phase,
            moment.kind,
            moment.description,
            moment.recordedAt,
            moment.takenBack,
            moment.bookmarks.empty() ? Cell{} : Cell(moment.bookmarks.front())};
}

core::MomentChoice choiceOf(const Arguments& args) {
    core::MomentChoice choice;
    choice.day = args.value("day");
    if (const auto action = args.intValue("action", 1, INT_MAX)) choice.action = *action;
    choice.bookmark = args.value("bookmark");
    return choice;
}

std::string momentLine(const core::HistoryMoment& moment) {
    std::string line = "action " + std::to_string(moment.actionId) + ", " +
                       moment.day.longForm() + " " + moment.phase + ": " + moment.description;
    if (!moment.bookmarks.empty()) line += " [bookmark '" + moment.bookmarks.front() + "']";
    return line;
}

int listHistory(const Arguments& args) {
    const auto moments = core::campaignHistory(args.positionals()[0]);
    if (const auto format = recordFormat(args, "history")) {
        writeRecords(std::cout, *format, momentColumns, moments, momentCells);
        return 0;
    }
    TextTable table({"Action", "Day", "Phase", "What", "Bookmark"});
    for (const auto& moment : moments) {
        std::string what = moment.description;
        if (moment.takenBack > 0) {
            what += " (took back " + std::to_string(moment.takenBack) + ")";
        }
        table.addRow({std::to_string(moment.actionId), moment.day.iso(), moment.phase, what,
                      moment.bookmarks.empty() ? "" : moment.bookmarks.front()});
    }
    table.print(std::cout);
    return 0;
}

int runHistory(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"day", true},
                          {"action", numbers},
                          {"bookmark", true},
                          {"output", true, 'o'},
                          {"json", false},
                          {"csv", false}},
                         "history", {1, 1, "FILE"});
    const auto choice = choiceOf(args);
    if (!choice.day && !choice.action && !choice.bookmark) {
        if (args.value("output")) {
            throw UsageError("tachanka-cli history: -o writes the campaign as it stood at one "
                             "moment: give --day, --action or --bookmark");
        }
        return listHistory(args);
    }
    if (args.flag("csv")) {
        throw UsageError("tachanka-cli history: --csv lists the whole history, without "
                         "--day, --action or --bookmark");
    }
    const auto output = args.value("output");
    const auto past = core::campaignAsItStood(
        args.positionals()[0], choice,
        output ? std::optional<std::filesystem::path>(*output) : std::nullopt);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("moment");
        writeRecord(json, momentColumns, momentCells(past.moment));
        json.key("latest").value(past.latest);
        json.key("turn").value(past.campaign.turnLine());
        json.key("sides").beginArray();
        for (const auto& side : past.campaign.sides) {
            json.beginObject();
            json.key("name").value(side.name);
            json.key("units").value(side.unitCount());
            json.key("steps").value(side.stepCount());
            json.key("recruit_points").value(side.recruitPoints);
            json.key("prisoners").value(side.prisoners);
            json.endObject();
        }
        json.endArray();
        json.key("written");
        if (output) {
            json.value(*output);
        } else {
            json.null();
        }
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "the campaign as it stood after " << momentLine(past.moment)
              << (past.latest ? " (as it stands now)" : "") << '\n'
              << "  " << past.campaign.turnLine() << '\n';
    for (const auto& side : past.campaign.sides) {
        std::cout << "  " << side.name << ": " << side.unitCount() << " units, "
                  << side.stepCount() << " steps, " << side.recruitPoints << " RP, "
                  << side.prisoners << " prisoners\n";
    }
    if (output) {
        std::cout << "written to " << *output
                  << ": every listing, page and document reads it; " << args.positionals()[0]
                  << " is unchanged\n";
    }
    return 0;
}

int runBookmark(std::span<const std::string> words) {
    const Arguments args(words, {{"name", true}, {"json", false}}, "bookmark", {1, 1, "FILE"});
    const auto moment = core::bookmarkMoment(args.positionals()[0], args.requiredValue("name"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeRecord(json, momentColumns, momentCells(moment));
        json.finish();
        return 0;
    }
    std::cout << "bookmarked " << momentLine(moment) << '\n';
    return 0;
}

int runRestore(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"day", true}, {"action", numbers}, {"bookmark", true}, {"json", false}},
                         "restore", {1, 1, "FILE"});
    const auto returned = core::returnCampaign(args.positionals()[0], choiceOf(args));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("action").value(returned.actionId);
        json.key("description").value(returned.description);
        json.key("taken_back").value(returned.takenBack);
        json.key("to");
        writeRecord(json, momentColumns, momentCells(returned.to));
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "returned the campaign to " << momentLine(returned.to) << "\ntook back "
              << returned.takenBack << (returned.takenBack == 1 ? " action" : " actions")
              << " as action " << returned.actionId << "; 'tachanka-cli undo "
              << args.positionals()[0] << "' puts them back\n";
    return 0;
}

constexpr Command commands[] = {
    {"history", "the campaign's history: list its moments, or show one as it stood",
     "usage: tachanka-cli history FILE [--json|--csv]\n"
     "       tachanka-cli history FILE --day DATE|--action N|--bookmark NAME [--json] [-o OUT]\n"
     "\n"
     "Without a moment, lists every action of the campaign, oldest first, with the day and\n"
     "phase it left the campaign in and the bookmark that names it. With one, shows the\n"
     "campaign as it stood then: right after action N, after the last action of DATE (the\n"
     "end of that day), or at the bookmark NAME. FILE is only read.\n"
     "\n"
     "  --day DATE       the end of that day, 1919-10-15\n"
     "  --action N       right after action N (the list's Action column)\n"
     "  --bookmark NAME  the moment 'bookmark' named NAME\n"
     "  -o OUT           also write the campaign as it stood to OUT, a campaign file every\n"
     "                   listing, page and document reads (units OUT, print map OUT ...);\n"
     "                   never over a campaign. Changing OUT changes nothing of FILE.\n"
     "  --json           machine output: the list as [{\"action\", \"day\", \"phase\", \"kind\",\n"
     "                   \"description\", \"recorded_at\", \"taken_back\", \"bookmark\"}]; one\n"
     "                   moment as {\"moment\", \"latest\", \"turn\", \"sides\": [{\"name\",\n"
     "                   \"units\", \"steps\", \"recruit_points\", \"prisoners\"}], \"written\"}\n"
     "  --csv            the list as a spreadsheet, the same columns\n",
     runHistory},
    {"bookmark", "name the moment the campaign stands at, to return to it later",
     "usage: tachanka-cli bookmark FILE --name NAME [--json]\n"
     "\n"
     "Bookmarks the campaign as it stands now under NAME (any script, one line, at most 100\n"
     "bytes, not taken). The bookmark is an action: undo takes it back. 'history' lists\n"
     "the bookmarks; 'restore --bookmark NAME' returns to one.\n"
     "\n"
     "  --name NAME  the bookmark's name\n"
     "  --json       machine output: the moment, as 'history --json' lists it\n",
     runBookmark},
    {"restore", "return the campaign to a bookmark, an action or a day's end: undo to here",
     "usage: tachanka-cli restore FILE --bookmark NAME|--action N|--day DATE [--json]\n"
     "\n"
     "Returns the campaign to the moment named, as 'history' names them, in one action:\n"
     "every action after it is taken back, kept whole. 'undo' takes the return back and puts\n"
     "every one of them in place again, exactly as it was. Refused, nothing changed, for the\n"
     "moment the campaign stands at already and for one before the campaign's import.\n"
     "\n"
     "  --bookmark NAME  the moment 'bookmark' named NAME\n"
     "  --action N       right after action N\n"
     "  --day DATE       the end of that day\n"
     "  --json           machine output: {\"action\", \"description\", \"taken_back\", \"to\"}\n",
     runRestore},
};

}  // namespace

std::span<const Command> historyCommands() { return commands; }

}  // namespace tachanka::cli
