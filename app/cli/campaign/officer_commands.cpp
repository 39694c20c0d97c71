#include <climits>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/officers/officer_actions.hpp"

namespace tachanka::cli {
namespace {

const std::vector<std::string> officerColumns{
    "id", "side", "rank", "name", "formation", "unit", "token", "morale_bonus", "fate"};

std::vector<Cell> officerCells(const core::OfficerView& officer) {
    return {officer.id,
            officer.side,
            std::string(model::officerRankName(officer.rank)),
            officer.name,
            officer.formation,
            officer.unit,
            officer.token,
            cellOf(officer.moraleBonus),
            std::string(model::officerFateName(officer.fate))};
}

void writeOfficer(JsonWriter& json, const core::OfficerView& officer) {
    writeRecord(json, officerColumns, officerCells(officer));
}

void writeDraw(JsonWriter& json, const core::CampaignDrawResult& draw) {
    json.beginObject();
    json.key("officer_id").value(draw.officerId);
    json.key("name").value(draw.name);
    json.key("rank").value(model::officerRankName(draw.rank));
    json.key("pool").value(draw.pool);
    json.key("drawn").beginArray();
    for (const auto& token : draw.drawn) json.value(token);
    json.endArray();
    json.key("kept").value(static_cast<std::int64_t>(draw.kept) + 1);
    json.key("token").value(draw.drawn.at(draw.kept));
    json.endObject();
}

std::string drawnList(const core::CampaignDrawResult& draw) {
    std::string list;
    for (std::size_t i = 0; i < draw.drawn.size(); ++i) {
        list += (i == 0 ? "" : ", ") + std::to_string(i + 1) + ") " + draw.drawn[i];
    }
    return list;
}

int runOfficers(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"json", false}, {"csv", false}}, "officers",
                         {1, 1, "FILE"});
    const auto officers = core::listOfficers(args.positionals()[0], args.value("side"));
    if (const auto format = recordFormat(args, "officers")) {
        writeRecords(std::cout, *format, officerColumns, officers, officerCells);
        return 0;
    }
    TextTable table({"Id", "Side", "Rank", "Name", "Formation", "Unit", "Token", "Fate"});
    for (const auto& officer : officers) {
        table.addRow({std::to_string(officer.id), officer.side,
                      std::string(model::officerRankName(officer.rank)), officer.name,
                      officer.formation, officer.unit, officer.token,
                      std::string(model::officerFateName(officer.fate))});
    }
    table.print(std::cout);
    return 0;
}

int runDraw(const Arguments& args, const std::string& file) {
    core::CampaignDrawRequest request;
    request.side = args.requiredValue("side");
    request.formation = args.value("formation");
    request.unit = args.value("unit");
    request.rank = args.value("rank");
    request.name = args.value("name");
    request.keep = args.intValue("keep", 1, 99);
    request.dice = args.intListValue("dice", 1, 99);
    const bool preview = args.flag("preview");
    if (!preview && !request.keep) {
        // "draw two [or three] officer tokens ... for each senior officer and select one of
        // them": the player selects, so a draw of several tokens waits for --keep. The preview
        // is the draw that comes next, as the desktop shows it before he picks.
        const auto next = core::previewOfficerDraw(file, request);
        if (next.drawn.size() > 1) {
            throw UsageError("tachanka-cli officer: " + next.name + " draws " + drawnList(next) +
                             " from the " + next.pool + " and selects one: give --keep 1 to " +
                             std::to_string(next.drawn.size()) + " (nothing recorded)");
        }
    }
    const auto draw =
        preview ? core::previewOfficerDraw(file, request) : core::drawOfficer(file, request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeDraw(json, draw);
        json.finish();
        return 0;
    }
    std::cout << draw.name << " (" << model::officerRankName(draw.rank) << ") draws from the "
              << draw.pool << ": " << drawnList(draw) << '\n';
    if (preview) {
        std::cout << "nothing recorded yet: draw again with --keep N to keep token N\n";
    } else {
        std::cout << "kept " << draw.drawn.at(draw.kept) << "; officer " << draw.officerId << '\n';
    }
    return 0;
}

int runCasualty(const Arguments& args, const std::string& file) {
    const int id = args.requiredInt("casualty", 1, INT_MAX);
    const auto officer = core::officerCasualty(file, id, args.requiredValue("fate"),
                                               args.value("reason").value_or(""));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeOfficer(json, officer);
        json.finish();
        return 0;
    }
    std::cout << officer.name << " is " << model::officerFateName(officer.fate)
              << (officer.token.empty() ? "" : "; his " + officer.token + " token stays with him")
              << '\n';
    return 0;
}

int runReplace(const Arguments& args, const std::string& file) {
    core::ReplacementRequest request;
    request.officerId = args.requiredInt("replace", 1, INT_MAX);
    if (const auto promote = args.intValue("promote", 1, INT_MAX)) request.promote = *promote;
    request.name = args.value("name");
    request.keep = args.intValue("keep", 1, 99);
    request.dice = args.intListValue("dice", 1, 99);
    request.reason = args.value("reason").value_or("");
    const bool preview = args.flag("preview");
    const auto result =
        preview ? core::previewReplacement(file, request) : core::replaceOfficer(file, request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        if (result.promoted) {
            json.key("promoted");
            writeOfficer(json, *result.promoted);
        }
        json.key("new_junior");
        writeDraw(json, result.newJunior);
        json.endObject();
        json.finish();
        return 0;
    }
    for (const auto& line : result.lines) std::cout << line << '\n';
    std::cout << "drawn: " << drawnList(result.newJunior) << '\n';
    if (preview) std::cout << "nothing recorded yet: replace again with --keep N to keep token N\n";
    return 0;
}

int runOfficer(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"draw", false},
                          {"casualty", numbers},
                          {"replace", numbers},
                          {"side", true},
                          {"formation", true},
                          {"unit", true},
                          {"rank", true},
                          {"name", true},
                          {"keep", numbers},
                          {"dice", numbers},
                          {"preview", false},
                          {"fate", true},
                          {"promote", numbers},
                          {"reason", true},
                          {"json", false}},
                         "officer", {1, 1, "FILE"});
    const int actions = (args.flag("draw") ? 1 : 0) + (args.value("casualty") ? 1 : 0) +
                        (args.value("replace") ? 1 : 0);
    if (actions != 1) {
        throw UsageError("tachanka-cli officer: give one of --draw, --casualty ID or --replace ID");
    }
    const std::string& file = args.positionals()[0];
    if (args.flag("draw")) return runDraw(args, file);
    if (args.value("casualty")) return runCasualty(args, file);
    return runReplace(args, file);
}

constexpr Command commands[] = {
    {"officers", "list the officers, their tokens and fates",
     "usage: tachanka-cli officers FILE [--side S] [--json|--csv]\n"
     "\n"
     "Lists every officer in the order they joined: rank, name, the formation or unit he\n"
     "commands, the token he keeps (\"+1 clever\") and his fate.\n"
     "\n"
     "  --side S   only that side's officers\n"
     "  --json     machine output: [{\"id\", \"side\", \"rank\", \"name\", \"formation\", "
     "\"unit\",\n"
     "             \"token\", \"morale_bonus\", \"fate\"}]\n"
     "  --csv      the same as a spreadsheet (UTF-8, RFC 4180), a header row of those names\n",
     runOfficers},
    {"officer", "draw a new officer, record a casualty, replace a fallen officer",
     "usage: tachanka-cli officer FILE --draw --side S [--formation NAME] [--unit CODE]\n"
     "                          [--rank senior|junior] [--name TEXT] [--keep N]\n"
     "                          [--dice a,b,c] [--preview] [--json]\n"
     "       tachanka-cli officer FILE --casualty ID --fate killed|wounded|captured\n"
     "                          [--reason TEXT] [--json]\n"
     "       tachanka-cli officer FILE --replace ID [--promote ID] [--name TEXT] [--keep N]\n"
     "                          [--dice a,b,c] [--preview] [--reason TEXT] [--json]\n"
     "\n"
     "--draw: a new officer draws tokens from his formation's pool by his army's rule\n"
     "(Red Actions! \"Definitions\": Soviet seniors draw 2, others 3, juniors 1) and keeps\n"
     "one. A junior officer commands --unit CODE; a senior one --formation NAME (or the\n"
     "side's command). --preview shows the draw without recording it: the same draw\n"
     "comes next, so pick the token with --keep N.\n"
     "--casualty: the officer is killed, wounded or captured; his token stays with him.\n"
     "--replace: a fallen junior officer is replaced by a new draw; a fallen senior one by\n"
     "a junior officer of his formation (the best token, or --promote ID) who keeps his\n"
     "token and is replaced at once by a new draw (\"Officer Casualties\"); he commands the\n"
     "formation from then on as --name TEXT (default \"commander of FORMATION\"). --preview\n"
     "shows the replacement's draw without recording it, as for --draw.\n"
     "\n"
     "  --keep N       keep the N-th token drawn; a senior officer who draws several\n"
     "                 must choose (without --keep the draw is shown, not recorded)\n"
     "  --dice a,b,c   the dice rolled at the table (default: the campaign's dice)\n"
     "  --json         machine output: {\"officer_id\", \"name\", \"rank\", \"pool\", \"drawn\",\n"
     "                 \"kept\", \"token\"} for --draw; the officer for --casualty;\n"
     "                 {\"promoted\", \"new_junior\"} for --replace\n",
     runOfficer},
};

}  // namespace

std::span<const Command> officerCommands() { return commands; }

}  // namespace tachanka::cli
