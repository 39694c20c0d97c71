#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_victory.hpp"
#include "model/unit_kind.hpp"

namespace tachanka::cli {
namespace {

template <typename Optional>
void optionalValue(JsonWriter& json, const Optional& value) {
    if (value) {
        json.value(*value);
    } else {
        json.null();
    }
}

Cell storedCell(const db::Value& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) return *number;
    if (const auto* text = std::get_if<std::string>(&value)) return *text;
    return std::monostate{};
}

std::string hexText(const model::Unit& unit) {
    if (unit.hex) return unit.hex->label();
    return unit.offMap ? "off map" : "";
}

std::string stepsText(const model::Unit& unit) {
    return std::to_string(unit.stepsRemaining()) + "/" + std::to_string(unit.stepsMax);
}

int runUnits(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"formation", true},
                          {"kind", true},
                          {"fate", true},
                          {"hex", true},
                          {"mode", true},
                          {"unsupplied", false},
                          {"out-of-command", false},
                          {"json", false},
                          {"csv", false}},
                         "units", {1, 1, "FILE"});
    core::UnitFilter filter{args.value("side"),      args.value("formation"),    args.value("kind"),
                            args.value("fate"),      args.value("hex"),          args.value("mode"),
                            args.flag("unsupplied"), args.flag("out-of-command")};
    const auto lines = core::listUnits(args.positionals()[0], filter);
    if (const auto format = recordFormat(args, "units")) {
        RecordWriter records(std::cout, *format,
                             {"code", "name", "side", "formation", "kind", "steps", "steps_max",
                              "provisional_values", "troop_quality", "recruits_marker",
                              "strength", "movement", "mode", "unsupplied", "entrenchment",
                              "out_of_command", "hex", "off_map", "fate", "arrival"});
        for (const auto& line : lines) {
            const auto& unit = line.unit;
            const bool arriving = unit.arrival && unit.fate == model::UnitFate::Pending;
            records.row({unit.code, unit.name, line.side, line.formation,
                         std::string(model::unitKindName(unit.kind)),
                         std::int64_t{unit.stepsRemaining()}, std::int64_t{unit.stepsMax},
                         line.provisionalValues, std::int64_t{unit.troopQuality},
                         unit.recruitsMarker, std::int64_t{unit.strength}, cellOf(unit.movement),
                         std::string(model::unitModeName(unit.mode)), unit.unsupplied,
                         std::string(model::entrenchmentName(unit.entrenchment)),
                         unit.outOfCommand,
                         unit.hex ? Cell(unit.hex->label()) : Cell{}, unit.offMap,
                         std::string(model::unitFateName(unit.fate)),
                         arriving ? Cell(unit.arrival->date.iso()) : Cell{}});
        }
        records.finish();
        return 0;
    }
    TextTable table({"Side", "Formation", "Unit", "Kind", "Steps", "TQ", "Str", "MP", "Mode",
                     "Supply", "Entrench", "Command", "Hex", "Fate"});
    bool anyProvisional = false;
    for (const auto& line : lines) {
        const auto& unit = line.unit;
        anyProvisional = anyProvisional || line.provisionalValues;
        // The counter values the text does not give carry a mark, explained under the table.
        const auto counter = [&](std::string value) {
            return line.provisionalValues ? value + "*" : value;
        };
        std::string fate(model::unitFateName(unit.fate));
        if (unit.fate == model::UnitFate::Pending && unit.arrival) {
            fate += " (arrives " + unit.arrival->date.iso() + ")";
        }
        table.addRow({line.side, line.formation, unit.code,
                      std::string(model::unitKindName(unit.kind)), counter(stepsText(unit)),
                      counter(core::troopQualityText(unit)), counter(std::to_string(unit.strength)),
                      unit.movement ? counter(std::to_string(*unit.movement)) : "-",
                      std::string(model::unitModeName(unit.mode)),
                      unit.unsupplied ? "unsupplied" : "supplied",
                      std::string(model::entrenchmentName(unit.entrenchment)),
                      unit.outOfCommand ? "out" : "in", hexText(unit), fate});
    }
    table.print(std::cout);
    std::cout << lines.size() << (lines.size() == 1 ? " unit\n" : " units\n");
    if (anyProvisional) {
        std::cout << "* provisional: the rules text gives no counter values; these are the "
                     "scenario's reconstruction, not the published ones\n";
    }
    return 0;
}

int runLedger(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"unit", true},
                          {"kind", true},
                          {"date", true},
                          {"action", numbers},
                          {"limit", numbers},
                          {"battle", numbers},
                          {"json", false},
                          {"csv", false}},
                         "ledger", {1, 1, "FILE"});
    core::LedgerQuery query{args.value("side"), args.value("unit"),
                            args.value("kind"), args.value("date"),
                            std::nullopt,       args.intValue("limit", 1, 1000000)};
    if (const auto action = args.intValue("action", 1, 2147483647)) query.action = *action;
    if (const auto battle = args.intValue("battle", 1, 2147483647)) query.battle = *battle;
    const auto& file = args.positionals()[0];
    // Row by row as they are read: a long campaign's ledger is never held whole.
    if (const auto format = recordFormat(args, "ledger")) {
        RecordWriter records(std::cout, *format,
                             {"id", "action", "action_kind", "date", "phase", "side", "kind",
                              "unit", "officer", "battle", "amount", "note", "table", "row",
                              "field", "before", "after"});
        core::visitLedger(file, query, [&](const db::LedgerEntry& entry) {
            records.row({entry.id, entry.actionId, entry.actionKind, entry.date, entry.phase,
                         cellOf(entry.side), entry.kind, cellOf(entry.unitCode),
                         cellOf(entry.officerName), cellOf(entry.battleId), entry.amount,
                         entry.note, cellOf(entry.entity), cellOf(entry.entityId),
                         cellOf(entry.field), storedCell(entry.before), storedCell(entry.after)});
            return true;
        });
        records.finish();
        return 0;
    }
    const auto cellsOf = [](const db::LedgerEntry& entry) {
        return std::vector<std::string>{std::to_string(entry.actionId), entry.date, entry.phase,
                                        entry.side.value_or(""), entry.kind,
                                        entry.unitCode.value_or(""),
                                        entry.officerName.value_or(""),
                                        core::ledgerAmountText(entry), entry.note,
                                        core::ledgerChangeText(entry)};
    };
    TextTable table(
        {"Action", "Date", "Phase", "Side", "Kind", "Unit", "Officer", "Amount", "Note", "Change"});
    // Read twice: once to measure the columns, once to print; rows written in between are
    // left for the next listing.
    std::int64_t last = 0;
    core::visitLedger(file, query, [&](const db::LedgerEntry& entry) {
        table.widen(cellsOf(entry));
        last = entry.id;
        return true;
    });
    table.printHeading(std::cout);
    core::visitLedger(file, query, [&](const db::LedgerEntry& entry) {
        if (entry.id > last) return false;
        table.printRow(std::cout, cellsOf(entry));
        return true;
    });
    return 0;
}

void attritionJson(JsonWriter& json, const core::AttritionLine& line) {
    json.beginObject();
    if (!line.date.empty()) json.key("date").value(line.date);
    json.key("side").value(line.side);
    json.key("group").value(line.group);
    json.key("steps_lost").value(line.values.stepsLost);
    json.key("steps_recovered").value(line.values.stepsRecovered);
    json.key("units_lost").value(line.values.unitsLost);
    json.key("prisoners_taken").value(line.values.prisonersTaken);
    json.key("prisoners_lost").value(line.values.prisonersLost);
    json.key("rp_in").value(line.values.rpIn);
    json.key("rp_out").value(line.values.rpOut);
    json.endObject();
}

void attritionRow(TextTable& table, const core::AttritionLine& line, bool bySide) {
    const auto& v = line.values;
    std::vector<std::string> cells{line.date.empty() ? "total" : line.date, line.side};
    if (!bySide) cells.push_back(line.group);
    for (const auto number : {v.stepsLost, v.stepsRecovered, v.unitsLost, v.prisonersTaken,
                              v.prisonersLost, v.rpIn, v.rpOut}) {
        cells.push_back(std::to_string(number));
    }
    table.addRow(std::move(cells));
}

int runAttrition(std::span<const std::string> words) {
    const Arguments args(words, {{"by", true}, {"side", true}, {"json", false}, {"csv", false}},
                         "attrition", {1, 1, "FILE"});
    const std::string by = args.value("by").value_or("side");
    const auto grouping = core::attritionGroupingNamed(by);
    if (!grouping) {
        throw UsageError("tachanka-cli attrition: --by must be side, formation or unit, not '" +
                         by + "'");
    }
    const auto report = core::attritionReport(args.positionals()[0], *grouping, args.value("side"));
    const auto format = recordFormat(args, "attrition");
    if (format == RecordFormat::Csv) {
        // One sheet: the days, then the totals, dated "total" as the text listing shows them.
        RecordWriter records(std::cout, *format,
                             {"date", "side", "group", "steps_lost", "steps_recovered",
                              "units_lost", "prisoners_taken", "prisoners_lost", "rp_in",
                              "rp_out"});
        for (const auto* lines : {&report.turns, &report.totals}) {
            for (const auto& line : *lines) {
                const auto& v = line.values;
                records.row({line.date.empty() ? "total" : line.date, line.side, line.group,
                             v.stepsLost, v.stepsRecovered, v.unitsLost, v.prisonersTaken,
                             v.prisonersLost, v.rpIn, v.rpOut});
            }
        }
        records.finish();
        return 0;
    }
    if (format == RecordFormat::Json) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("by").value(by);
        json.key("turns").beginArray();
        for (const auto& line : report.turns) attritionJson(json, line);
        json.endArray();
        json.key("totals").beginArray();
        for (const auto& line : report.totals) attritionJson(json, line);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    if (report.totals.empty()) {
        std::cout << "nothing lost, recovered or received on the ledger yet\n";
        return 0;
    }
    const bool bySide = *grouping == core::AttritionGrouping::Side;
    std::vector<std::string> headings{"Date", "Side"};
    if (!bySide) headings.emplace_back(by == "unit" ? "Unit" : "Formation");
    for (const char* heading : {"Steps lost", "Recovered", "Units lost", "Prisoners taken",
                                "Prisoners lost", "RP in", "RP out"}) {
        headings.emplace_back(heading);
    }
    TextTable table(std::move(headings));
    for (const auto& line : report.turns) attritionRow(table, line, bySide);
    for (const auto& line : report.totals) attritionRow(table, line, bySide);
    table.print(std::cout);
    return 0;
}

int runVictory(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "victory", {1, 1, "FILE"});
    const auto status = core::victoryStatus(args.positionals()[0]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("last_day").value(status.lastDay);
        json.key("over").value(status.over);
        json.key("locations").beginArray();
        for (const auto& holder : status.locations) {
            json.beginObject();
            json.key("name").value(holder.location);
            json.key("controller");
            optionalValue(json, holder.side);
            json.endObject();
        }
        json.endArray();
        json.key("sides").beginArray();
        for (const auto& side : status.sides) {
            json.beginObject();
            json.key("side").value(side.side);
            json.key("earned").value(side.earned);
            json.key("combat_units_lost").value(side.combatUnitsLost);
            json.key("shift").value(side.shift);
            json.key("level").value(side.level);
            json.endObject();
        }
        json.endArray();
        json.key("winner");
        optionalValue(json, status.winner);
        json.key("explanation").value(status.explanation);
        json.key("assumptions").beginArray();
        for (const auto& assumption : status.assumptions) json.value(assumption);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    TextTable locations({"Location", "Held by"});
    for (const auto& holder : status.locations) {
        locations.addRow({holder.location, holder.side.value_or("neither")});
    }
    locations.print(std::cout);
    std::cout << '\n';
    TextTable levels({"Side", "Earned", "Combat units lost", "Shift", "Level"});
    for (const auto& side : status.sides) {
        levels.addRow({side.side, side.earned, std::to_string(side.combatUnitsLost),
                       std::to_string(side.shift), side.level});
    }
    levels.print(std::cout);
    const std::string outcome = status.winner ? *status.winner + " win" : std::string("a draw");
    if (status.over) {
        std::cout << "\nResult: " << outcome << "\n" << status.explanation << "\n"
                  << "The game ended on " << status.lastDay << ".\n";
    } else {
        std::cout << "\nIf the game ended now: " << outcome << "\n" << status.explanation << "\n"
                  << "The game ends on " << status.lastDay << "; it is not over yet.\n";
    }
    std::cout << "Assumed (read off the map, not the campaign file):\n";
    for (const auto& assumption : status.assumptions) std::cout << "  - " << assumption << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"units", "list a campaign's units with their state",
     "usage: tachanka-cli units FILE [--side S] [--formation NAME] [--kind K] [--fate F|all]\n"
     "                          [--hex H] [--mode M] [--unsupplied] [--out-of-command]\n"
     "                          [--json|--csv]\n"
     "\n"
     "Lists the units of the campaign FILE: steps remaining/maximum, troop quality (\"−1Q\"\n"
     "while a recruits marker is on), strength, movement points, mode, supply,\n"
     "entrenchment, command, hex and fate (with the arrival day of reinforcements).\n"
     "Counter values the rules text does not give are marked * as provisional.\n"
     "\n"
     "  --side S          only this side's units\n"
     "  --formation NAME  only units of this formation or a formation under it\n"
     "  --kind K          infantry, cavalry, artillery, armoured-train, armoured-car, tank\n"
     "  --fate F|all      pending, active, eliminated, captured, or all (default: not lost)\n"
     "  --hex H           only units in hex H (\"0118\")\n"
     "  --mode M          combat, march or routed\n"
     "  --unsupplied      only unsupplied units\n"
     "  --out-of-command  only units out of command\n"
     "  --json            machine output: [{\"code\", \"name\", \"side\", \"formation\", "
     "\"kind\",\n"
     "                    \"steps\", \"steps_max\", \"provisional_values\", \"troop_quality\",\n"
     "                    \"recruits_marker\",\n"
     "                    \"strength\", \"movement\", \"mode\", \"unsupplied\", \"entrenchment\",\n"
     "                    \"out_of_command\", \"hex\", \"off_map\", \"fate\", \"arrival\"}]\n"
     "  --csv             the same as a spreadsheet (UTF-8, RFC 4180): a header row of\n"
     "                    those names, then a row a unit\n",
     runUnits},
    {"ledger", "list what the campaign's ledger recorded",
     "usage: tachanka-cli ledger FILE [--side S] [--unit CODE] [--kind K] [--date D]\n"
     "                           [--action N] [--battle ID] [--limit N] [--json|--csv]\n"
     "\n"
     "Lists the ledger rows of the campaign FILE, newest last: action, date, phase, side,\n"
     "kind, unit, officer, amount, note, and the value each row changed (before -> after).\n"
     "\n"
     "  --side S     only rows about this side\n"
     "  --unit CODE  only rows about this unit\n"
     "  --kind K     only rows of this kind (step-lost, rp-income, ...)\n"
     "  --date D     only rows of this game day (1919-10-15)\n"
     "  --action N   only the rows of action N\n"
     "  --battle ID  only the rows battle ID wrote (its plan, resolution and effects)\n"
     "  --limit N    only the newest N rows\n"
     "  --json       machine output: [{\"id\", \"action\", \"action_kind\", \"date\", \"phase\",\n"
     "               \"side\", \"kind\", \"unit\", \"officer\", \"battle\", \"amount\", \"note\", "
     "\"table\",\n"
     "               \"row\", \"field\", \"before\", \"after\"}]\n"
     "  --csv        the same as a spreadsheet (UTF-8, RFC 4180), a header row of those names\n",
     runLedger},
    {"attrition", "steps, units, prisoners and recruit points lost and gained",
     "usage: tachanka-cli attrition FILE [--by side|formation|unit] [--side S] [--json|--csv]\n"
     "\n"
     "Sums the ledger of the campaign FILE per game day and in total: steps lost (a lost\n"
     "unit's remaining steps included), steps recovered, units lost, prisoners taken and\n"
     "lost, recruit points in (income, prisoners) and out (spent). Recruit points and\n"
     "prisoners taken belong to a side: they appear only with --by side.\n"
     "\n"
     "  --by side|formation|unit   how to group (default: side)\n"
     "  --side S                   only this side\n"
     "  --json                     machine output: {\"by\", \"turns\": [{\"date\", \"side\",\n"
     "                             \"group\", \"steps_lost\", \"steps_recovered\",\n"
     "                             \"units_lost\", \"prisoners_taken\", \"prisoners_lost\",\n"
     "                             \"rp_in\", \"rp_out\"}], \"totals\": [... without date]}\n"
     "  --csv                      a spreadsheet (UTF-8, RFC 4180): a header row of those\n"
     "                             names, a row a day and group, then the totals dated\n"
     "                             \"total\"\n",
     runAttrition},
    {"victory", "the victory levels if the game ended now, or the result once it has",
     "usage: tachanka-cli victory FILE [--json]\n"
     "\n"
     "Assesses the scenario's victory conditions (Orel 10.2) against the campaign FILE:\n"
     "who occupies each victory location (a unit of its side stands in it), combat units\n"
     "lost, each side's level and the winner if the game ended now (the result once the\n"
     "last phase is reached), and the game's last day. The two double-tracked railroad\n"
     "conditions and the path to a friendly edge need the map: they are assumed, and said so.\n"
     "\n"
     "  --json   machine output: {\"last_day\", \"over\", \"locations\": [{\"name\",\n"
     "           \"controller\"}], \"sides\": [{\"side\", \"earned\", \"combat_units_lost\",\n"
     "           \"shift\", \"level\"}], \"winner\", \"explanation\", \"assumptions\"}\n",
     runVictory},
};

}  // namespace

std::span<const Command> queryCommands() { return commands; }

}  // namespace tachanka::cli
