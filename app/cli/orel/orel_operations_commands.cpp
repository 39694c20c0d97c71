#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/orel/orel_operations_runs.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"

namespace tachanka::cli {
namespace {

namespace ops = rules::orel::operations;

int runHexDistance(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "orel hex-distance", {2, 2, "HEX HEX"});
    const int distance = core::hexDistance(args.positionals()[0], args.positionals()[1]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("distance").value(distance).endObject();
        json.finish();
    } else {
        std::cout << distance << '\n';
    }
    return 0;
}

int runHexNeighbours(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "orel hex-neighbours", {1, 1, "HEX"});
    const auto result = core::hexNeighbours(args.positionals()[0]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("hex").value(result.hex.label()).key("neighbours").beginArray();
        for (const auto& hex : result.neighbours) json.value(hex.label());
        json.endArray().endObject();
        json.finish();
    } else {
        for (std::size_t i = 0; i < result.neighbours.size(); ++i) {
            std::cout << (i == 0 ? "" : " ") << result.neighbours[i].label();
        }
        std::cout << '\n';
    }
    return 0;
}

int runActionCost(std::span<const std::string> words) {
    const Arguments args(
        words,
        {{"side", true}, {"unit", true}, {"action", true}, {"shock", false}, {"json", false}},
        "orel action-cost");
    const auto cost = core::actionCostLookup(args.requiredValue("side"), args.requiredValue("unit"),
                                             args.requiredValue("action"), args.flag("shock"));
    if (cost.refusal) throw UsageError("tachanka-cli orel action-cost: " + *cost.refusal);
    const bool all = args.requiredValue("action") == "entrench";
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("all_mp").value(all);
        if (!all) json.key("cost").value(cost.cost);
        json.endObject();
        json.finish();
    } else {
        std::cout << (all ? std::string("all the unit's MP") : std::to_string(cost.cost) + " MP")
                  << '\n';
    }
    return 0;
}

int runRecruitIncome(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"date", true},
                          {"points", numbers},
                          {"scenario", true},
                          {"orel", false},
                          {"saved", numbers},
                          {"event-loss", numbers},
                          {"json", false}},
                         "orel recruit-income");
    core::RecruitIncomeRequest request;
    request.side = args.requiredValue("side");
    request.date = args.value("date");
    request.points = args.intValue("points", 0, 99);
    if (auto scenario = args.value("scenario")) request.scenarioId = *scenario;
    request.controlsOrel = args.flag("orel");
    request.saved = args.intValue("saved", 0, 99).value_or(0);
    request.eventLoss = args.intValue("event-loss", 0, 99).value_or(0);
    const auto lookup = core::recruitIncomeLookup(request);
    const auto& income = lookup.income;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("from_track").value(income.fromTrack)
            .key("orel_bonus").value(income.orelBonus)
            .key("event_loss").value(income.eventLoss)
            .key("received").value(income.received)
            .key("lost").value(income.lost)
            .key("saved").value(income.pool)
            .key("provisional").value(lookup.provisional)
            .endObject();
        json.finish();
    } else {
        std::cout << "turn track " << income.fromTrack << " + Orël " << income.orelBonus
                  << " - event " << income.eventLoss << ": received " << income.received
                  << ", lost " << income.lost << ", saved " << income.pool << '\n';
        if (lookup.provisional) std::cout << provisionalWarning << '\n';
    }
    return 0;
}

int runPrisoners(std::span<const std::string> words) {
    const Arguments args(
        words, {{"prisoners", numbers}, {"groups", numbers}, {"saved", numbers}, {"json", false}},
        "orel prisoners");
    const int prisoners = args.requiredInt("prisoners", 0, 9999);
    const auto result = core::prisonersLookup(prisoners,
                                              args.intValue("groups", 1, 9999).value_or(1),
                                              args.intValue("saved", 0, 99).value_or(0));
    if (result.refusal) throw UsageError("tachanka-cli orel prisoners: " + *result.refusal);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("prisoners_left").value(result.prisonersLeft)
            .key("received").value(result.received)
            .key("lost").value(result.lost)
            .key("saved").value(result.pool)
            .endObject();
        json.finish();
    } else {
        std::cout << "received " << result.received << " RP (lost " << result.lost << "), saved "
                  << result.pool << ", prisoners left " << result.prisonersLeft << '\n';
    }
    return 0;
}

int runNextPhase(std::span<const std::string> words) {
    const Arguments args(words, {{"date", true}, {"side", true}, {"phase", true}, {"json", false}},
                         "orel next-phase");
    const auto lookup = core::nextPhaseLookup(
        args.requiredValue("date"), args.requiredValue("side"), args.requiredValue("phase"));
    const auto& next = lookup.next;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("date").value(next.date.iso())
            .key("side").value(ops::sideName(next.side))
            .key("phase").value(model::phaseName(next.phase))
            .key("automatic").beginArray();
        for (const auto& step : lookup.automatic) json.value(step);
        json.endArray().endObject();
        json.finish();
    } else {
        std::cout << next.date.longForm() << ", " << ops::sideName(next.side) << ": "
                  << model::phaseTitle(next.phase) << '\n';
        for (const auto& step : lookup.automatic) std::cout << "  - " << step << '\n';
    }
    return 0;
}

constexpr Command commands[] = {
    {"hex-distance", "hexes between two map hexes",
     "usage: tachanka-cli orel hex-distance HEX HEX [--json]\n"
     "\n"
     "The number of hexes from one hex to the other, hexes named column then row as the\n"
     "map numbers them (2705 is Orël).\n"
     "\n"
     "  --json   machine output: {\"distance\": N}\n",
     runHexDistance},
    {"hex-neighbours", "the hexes around a map hex",
     "usage: tachanka-cli orel hex-neighbours HEX [--json]\n"
     "\n"
     "The hexes adjacent to HEX that are on the map, clockwise from north.\n"
     "\n"
     "  --json   machine output: {\"hex\", \"neighbours\": [\"2704\", ...]}\n",
     runHexNeighbours},
    {"move-cost", "MP to enter a hex (Terrain Effects Table)",
     "usage: tachanka-cli orel move-cost --unit TYPE [--terrain T] [--road] [--railroad]\n"
     "                                    [--river] [--from-zoc] [--into-zoc]\n"
     "                                    [--allowance N] [--json]\n"
     "       tachanka-cli orel move-cost --unit TYPE --campaign FILE --path H,H,... [--json]\n"
     "\n"
     "MP a unit spends to enter a hex (7.1.1): roads supersede terrain and rivers, railroads\n"
     "supersede forests; +1 to leave an enemy ZoC, and from ZoC to ZoC all MP but 1 or +2\n"
     "(7.1.3). The shipped terrain costs are provisional.\n"
     "\n"
     "  --unit TYPE   infantry, cavalry, artillery, tank, armoured-car, convoy,\n"
     "                armoured-train, railroad-depot\n"
     "  --terrain T   clear (default), town, orel (orel-suburbs, orel-centre), forest\n"
     "  --road, --railroad, --river   the hexside crossed has a road / railroad / river\n"
     "  --from-zoc, --into-zoc        the move leaves / enters an enemy ZoC (not negated)\n"
     "  --allowance N  the unit's MP this turn (for ZoC to ZoC)\n"
     "  --campaign FILE --path H,H,...  the cost of a path hex by hex, each step's terrain\n"
     "                and hexside read from the campaign's painted map (ZoC not counted)\n"
     "  --json        machine output: {\"cost\", \"prohibited\", \"must_stop\", \"provisional\"};\n"
     "                with --path also \"steps\": [{\"from\", \"to\", \"terrain\", \"road\",\n"
     "                \"railroad\", \"river\", \"cost\", \"prohibited\"}], \"terrain_painted\"\n",
     runMoveCost},
    {"action-cost", "MP of an attack, barrage, Combat mode or entrenchment",
     "usage: tachanka-cli orel action-cost --side S --unit TYPE --action A [--shock] [--json]\n"
     "\n"
     "MP spent at the end of a move to declare a special action (7.1.4, 7.2, 7.3).\n"
     "\n"
     "  --side S      whites or reds\n"
     "  --unit TYPE   as for move-cost\n"
     "  --action A    combat-mode, prepared-attack, hasty-attack, barrage, entrench\n"
     "  --shock       a Red shock unit (yellow movement allowance)\n"
     "  --json        machine output: {\"cost\", \"all_mp\"}\n",
     runActionCost},
    {"recruit-income", "recruit points received this turn (4)",
     "usage: tachanka-cli orel recruit-income --side S (--date D [--scenario ID] | --points N)\n"
     "                                         [--orel] [--saved N] [--event-loss N]\n"
     "                                         [--json]\n"
     "\n"
     "The recruit points a side receives: the scenario's turn track for the day (Brasovo\n"
     "gives 50%), +1 for controlling Orël, saved up to 12 with the excess lost.\n"
     "\n"
     "  --date D      a day of the scenario, e.g. 1919-10-15\n"
     "  --scenario ID the scenario whose turn track to read (default historical)\n"
     "  --points N    the turn track's points, read from your own track\n"
     "  --orel        the side controls Orël\n"
     "  --saved N     points already saved (default 0)\n"

     "  --event-loss N   points a random event takes this turn (Civil Exactions: 1)\n"
     "  --json        machine output: {\"from_track\", \"orel_bonus\", \"event_loss\",\n"
     "                \"received\", \"lost\", \"saved\", \"provisional\"}\n",
     runRecruitIncome},
    {"prisoners", "turn prisoners into recruit points, 3 for 1 (4.1)",
     "usage: tachanka-cli orel prisoners --prisoners N [--groups G] [--saved N] [--json]\n"
     "\n"
     "Turns G groups of 3 prisoners (default 1) into G recruit points, saved up to 12.\n"
     "\n"
     "  --json   machine output: {\"prisoners_left\", \"received\", \"lost\", \"saved\"}\n",
     runPrisoners},
    {"events", "look up a random event roll (6, optional)",
     "usage: tachanka-cli orel events --side S (--roll N | --dice TENS,ONES) [--json]\n"
     "\n"
     "The event for a d100 roll (two d10: tens then ones; 00 is 100) on the side's column,\n"
     "given as the total (--roll 37) or as the two dice (--dice 3,7).\n"
     "The shipped list is unverified and provisional (see READINGS.md); rolls outside it\n"
     "are no event.\n"
     "\n"
     "  --json   machine output: {\"roll\", \"event\", \"title\", \"kind\", \"effect\",\n"
     "           \"range\", \"formation_chosen_by\", \"units_chosen_by\", \"timing\",\n"
     "           \"provisional\"}\n",
     runEvents},
    {"next-phase", "the phase after a given one, and what it does (2)",
     "usage: tachanka-cli orel next-phase --date D --side S --phase P [--json]\n"
     "\n"
     "The phase after P of side S's turn on day D (the White turn, then the Red, each\n"
     "day), with what happens in it without a decision.\n"
     "\n"
     "  --phase P   depots, recruitment, command, events, movement, combat, clean-up\n"
     "  --json      machine output: {\"date\", \"side\", \"phase\", \"automatic\": [...]}\n",
     runNextPhase},
    {"recover", "check a step recovery with recruit points (4.3.1)",
     "usage: tachanka-cli orel recover --side S --steps N --original N --tq Q --saved N\n"
     "                                  [--points N] [--unit TYPE] [--mode M]\n"
     "                                  [--recruits-marker] [--out-of-range] [--off-map] [--json]\n"
     "\n"
     "Spends --points recruit points (default 1) to give a unit back strength steps, if it\n"
     "may: Combat mode, within 5 MP of a functional depot, not Routed, not artillery, up to\n"
     "its original strength. The first return to full strength places the Recruits -1Q\n"
     "marker (TQ -1, never below 2 for the Reds, 3 for the Whites).\n"
     "\n"
     "  --mode M            combat (default), march, routed\n"
     "  --recruits-marker   the unit already has its Recruits -1Q marker\n"
     "  --out-of-range      the unit is beyond 5 MP of any functional depot\n"
     "  --off-map           the unit is off the map (7.5)\n"
     "  --json              machine output: {\"steps\", \"points_spent\", \"saved\",\n"
     "                      \"recruits_marker_placed\", \"tq\"}\n",
     runRecover},
    {"battalion", "check the creation of a recruit battalion (4.3.2)",
     "usage: tachanka-cli orel battalion --side S --saved N [--on-map N] (--station | --edge)\n"
     "                                    [--enemy-zoc] [--friendly-present] [--not-connected]\n"
     "                                    [--json]\n"
     "\n"
     "A recruit battalion costs 2 RP; at most 4 Reds and 3 Whites are on the map (an\n"
     "eliminated one may be rebuilt). It appears at a friendly railroad station connected\n"
     "to the friendly edge and out of enemy ZoC (or with a friendly unit there), or enters\n"
     "via a friendly board edge in the movement phase.\n"
     "\n"
     "  --on-map N   recruit battalions the side already has on the map (default 0)\n"
     "  --json       machine output: {\"saved\", \"battalions_on_map\"}\n",
     runBattalion},
    {"munitions", "munitions points of an attack or barrage (8.2.1)",
     "usage: tachanka-cli orel munitions --type T --depot N [--artillery N] [--json]\n"
     "\n"
     "Munitions points a depot with N points left spends: prepared attack 2, hasty attack\n"
     "1 (artillery support included), barrage 1 per artillery unit firing. Without enough\n"
     "points the action goes ahead unsupplied and its units become Unsupplied.\n"
     "\n"
     "  --type T   prepared, hasty, barrage\n"
     "  --json     machine output: {\"supplied\", \"cost\", \"depot_left\", \"note\"}\n",
     runMunitions},
    {"victory", "victory levels of an end position (10.1-10.3)",
     "usage: tachanka-cli orel victory [--scenario ID] [--whites LIST] [--reds LIST]\n"
     "                                  [--double-track-clear] [--red-station]\n"
     "                                  [--white-losses N] [--red-losses N] [--json]\n"
     "\n"
     "Each side's victory level under the scenario's victory conditions, from the locations\n"
     "it holds (with a ZoC-free path to its edge), shifted down for lost combat units as the\n"
     "scenario says (historical: one level at 10, two at 15); the higher level wins, equal\n"
     "levels draw.\n"
     "\n"
     "  --scenario ID           the scenario whose victory conditions apply (default\n"
     "                          historical; brasovo, hypothetical, or your own)\n"
     "  --whites, --reds LIST   locations held, comma separated, as the scenario names them\n"
     "                          (historical: Dmitrovsk, Kromy, Orel, Komaritchi, Brasovo,\n"
     "                          Sevsk)\n"
     "  --double-track-clear    the double-tracked railroad is clear of ZoC of any Red\n"
     "                          infantry within range of a functional depot\n"
     "  --red-station           a supplied Red infantry unit holds a station of the double\n"
     "                          track south of any White unit\n"
     "  --json                  machine output: {\"whites\": {\"earned\", \"shift\", \"level\"},\n"
     "                          \"reds\": {...}, \"winner\"}\n",
     runVictory},
    {"situation", "depots, ZoC, supply range, command and victory of a position",
     "usage: tachanka-cli orel situation FILE [--scenario ID] [--main-bodies CODES] [--json]\n"
     "       tachanka-cli orel situation --campaign CAMPAIGN [--main-bodies CODES] [--json]\n"
     "\n"
     "Reads a position (an <orel-situation> XML file: map features, units, depots,\n"
     "formations, losses) and shows each depot's status and capacity, each unit's ZoC,\n"
     "supply range and command, and the victory levels the position would give.\n"
     "\n"
     "  --campaign CAMPAIGN   the campaign's own position today, on the map its club\n"
     "                        painted ('tachanka-cli map'): supply lines in MP over the\n"
     "                        painted terrain, lines of command counted on the map\n"
     "  --scenario ID         the scenario whose victory locations and levels apply\n"
     "                        (default historical)\n"
     "  --main-bodies CODES   comma-separated unit codes: the main body the owner picks\n"
     "                        where groups tie (5.2 b)\n"
     "  --json                machine output: {\"date\", \"depots\", \"units\",\n"
     "                        \"main_body_ties\", \"occupied\", \"victory\"}\n",
     runSituation},
};

}  // namespace

std::span<const Command> orelOperationsCommands() { return commands; }

}  // namespace tachanka::cli
