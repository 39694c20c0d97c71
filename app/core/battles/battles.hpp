#pragma once
// The battles of a campaign (Orel 1919 combats first): plan one from the campaign's units,
// see its exact odds, resolve it with seeded, typed or one-at-a-time dice, preview what it
// does and apply it in one action, or void it. Every use case that writes is one action on
// the ledger (undo takes it back whole); every refusal is a UserError with the file unchanged.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/dice_needed.hpp"
#include "rules/odds.hpp"

namespace tachanka::core {

class OpenCampaign;

struct BattlePlanRequest {
    std::vector<std::string> attackers;  // unit codes of the side to play, next to the hex
    std::string hex;                     // the attacked hex
    std::vector<std::string> support;    // its artillery or trains within 2 hexes (8.6.2)
    std::vector<std::string> defenderSupport;
    model::BattleChoices choices;
    // Each side's loss preference, codes of either side (the rest follow in listed order).
    std::vector<std::string> lossOrder;
    // The terrain and river were not given: take them from the campaign's painted map (as
    // `choices` say while nothing is painted).
    bool groundFromMap = false;
    // 8.2.1: the depot whose munitions the attack draws; none: the best one that can pay.
    std::optional<std::int64_t> depot;
};

// One way the battle may end, with its exact chance.
struct BattleOutcomeOdds {
    rules::Probability probability;
    int attackerStepsLost = 0;
    int defenderStepsLost = 0;
    // "holds", "retreats", "routs", "withdrawn" (9.1.1), "eliminated", "surrenders"
    std::string defenderFate;
    bool hexCleared = false;
    std::string text;  // "attacker −1, defender −2, defender retreats, hex cleared"
    bool attackerWithdrawn = false;  // 9.1.1: a train beaten in its own duel
};

struct BattleOdds {
    std::vector<BattleOutcomeOdds> outcomes;  // most likely first; they sum to 1
    bool provisional = false;
};

// One answer to a battle's question, with the battle's endings should the players give it.
struct BattleAnswerOdds {
    std::string answer;  // "yes", "no", "all", "none", a hex "2604"
    std::string reads;   // what it means: "clear of enemy ZoC", "into infantry ZoC"
    BattleOdds odds;
};

// A choice the rules hand the players while the battle resolves: resolving stops there and
// goes on when they answer (decideBattle).
struct BattleQuestion {
    std::string awaiting;  // "assault" (8.8), "advance" (8.7.4, 8.8.3), "retreat" (8.5.1)
    std::string side;      // the side that answers
    std::string text;      // "The Whites decide whether to assault hex 2705 (8.8)"
    std::vector<std::string> units;  // advance: those that may enter; retreat: the one leaving
    std::string from;                // retreat: the hex it leaves
    bool oneMust = false;            // advance after an assault: one combat unit must (8.8.3)
    std::vector<BattleAnswerOdds> answers;
};

// A battle as the front ends show it: the record with its units' and sides' names.
struct BattleView {
    model::Battle battle;
    std::string attackerSide;
    std::string defenderSide;
    std::vector<std::string> attackers;  // codes
    std::vector<std::string> defenders;
    std::vector<std::string> support;  // both sides' supporting artillery and trains
    // One line each for the front ends: "X loses 1 step, retreats 1 hex (March mode)".
    std::vector<std::string> effectLines;
    std::string title;  // "Battle 3 · 15 October 1919 · hex 2705 (Orël)"
    std::string munitions;  // "2 munitions from the railroad depot 3 at 2705 (8.2.1)", or empty
    std::vector<std::string> changes;  // applyBattle: what it wrote, one line per change
    std::optional<BattleQuestion> question;  // where its resolution stopped, if it did
    std::string answers;  // the players' answers so far: "assault yes; advance 2/3D"
};

// Refuses what the rules forbid (wrong phase or side, units not adjacent, a unit that already
// fought this phase, an inactive formation, a vehicle into prohibited terrain, too many hexes
// for a prepared attack, ...).
BattleView planBattle(const std::filesystem::path& file, const BattlePlanRequest& request);

// A barrage (8.3) of the side to play: one artillery unit or armoured train fires on one
// observed enemy unit within 2 hexes, and the reactive player's guns within 2 hexes of it may
// answer with counterbattery (8.4). Weighed, resolved, applied and printed as any battle.
// Whether the target was observed (next to a unit of the side to play when its movement
// phase began) is the players' word: the campaign does not keep where units stood then.
struct BarragePlanRequest {
    std::string gun;
    std::string target;
    std::vector<std::string> counterbattery;
    std::string terrain = "clear";     // the target's hex, for its cohesion check
    std::string gunTerrain = "clear";  // the gun's hex, for its check under counterbattery
    // Not given: read off the painted map (as the fields say while nothing is painted).
    bool terrainFromMap = false;
    bool gunTerrainFromMap = false;
    // 8.2.1: the depot whose munitions the barrage draws; none: the best one that can pay.
    std::optional<std::int64_t> depot;
};

BattleView planBarrage(const std::filesystem::path& file, const BarragePlanRequest& request);

// The enemy units the gun `gunCode` may fire on, and the enemy guns that may answer it, as
// the ranges of 8.3.1, 8.4 and 5.3 allow (codes; none for a gun not on the map).
struct BarrageReach {
    std::vector<std::string> targets;
    std::vector<std::string> counterbattery;
};
BarrageReach barrageReach(const model::Campaign& campaign, const std::string& gunCode);

// A unit the plan may name as support: artillery or an armoured train in play on the map
// (8.6.2).
bool canFireSupport(const model::Unit& unit);

// Where the side to play is in contact with the enemy in the combat phase: each enemy hex
// next to its units, with the units that could attack it.
struct PossibleAttack {
    std::string hex;
    std::vector<std::string> defenders;
    std::vector<std::string> attackers;
};
std::vector<PossibleAttack> possibleAttacks(const std::filesystem::path& file);

// `date`: "1919-10-15"; none: every day.
std::vector<BattleView> listBattles(const std::filesystem::path& file,
                                    const std::optional<std::string>& date = std::nullopt);
// Every day's, of the campaign open in a window.
std::vector<BattleView> listBattles(OpenCampaign& campaign);
BattleView showBattle(const std::filesystem::path& file, std::int64_t id);

// The odds of a planned battle, from the very engine call that resolves it.
BattleOdds battleOdds(const std::filesystem::path& file, std::int64_t id);

// Faces of a die that read the same chart cell, given the dice rolled before it: "1–5:
// passed", with their chance.
struct DieFaces {
    int from = 1;
    int to = 1;
    std::string result;  // the cell's result: "passed", "disorganized", "1 step lost ..."
    rules::Probability chance;
};

// The faces a group stands for, as the players read them: "1–3", or "4" alone.
std::string facesLabel(const DieFaces& faces);

// One die asked of the players, with its own odds.
struct AskedDie {
    std::string purpose;  // "cohesion check: defender"
    int sides = 6;
    int number = 1;  // counts the dice asked so far, from 1
    // What each face reads; for the first of an assault's 2d6, what the second then reads
    // ("then 1–3: ...; 4–6: ..."); empty only past three dice read together.
    std::vector<DieFaces> faces;
};

// Where the dice of a resolution come from.
struct BattleDice {
    std::optional<std::vector<int>> typed;  // the players' dice, in the order asked
    std::optional<std::uint64_t> seed;      // none: the campaign's seed and the battle's id
    // One roll at a time: asked for each die with its purpose and odds; returns the value.
    std::function<int(const AskedDie& die)> ask;
};

// The dice a planned battle will ask for, told before any is rolled (`battle resolve --dice
// ?`): each by its place, with what it is for and its chance of being rolled, the plan's
// answers taken for the players' choices.
rules::DiceNeeded battleDiceNeeded(const std::filesystem::path& file, std::int64_t id);

// Resolves a planned battle (voided ones and applied ones are refused) and records every die
// with its purpose and table cell. Nothing of the campaign's units changes yet. It stops at
// the first choice the players have not answered (the view's question), with the dice so far.
BattleView resolveBattle(const std::filesystem::path& file, std::int64_t id,
                         const BattleDice& dice);

// The players' answer to the question a resolution stopped at; only that question's part is
// taken (an answer to another is refused).
struct BattleDecision {
    std::optional<bool> assault;
    std::optional<std::vector<std::string>> advance;             // codes; empty: none
    std::vector<std::pair<std::string, std::string>> retreats;  // a unit's code and its hex
};

// Standing orders (issue 47): answers given before the dice, kept with the battle, so that
// resolving it (at the umpire's, for a side that plays from its own file) goes through those
// questions without stopping. Only for a planned battle whose resolution has not begun.
BattleView giveStandingOrders(const std::filesystem::path& file, std::int64_t id,
                              const BattleDecision& decision);

// Takes the answer and goes on resolving with the dice so far, then `dice` (none given: the
// resolution's own seed), up to the end or the next question.
BattleView decideBattle(const std::filesystem::path& file, std::int64_t id,
                        const BattleDecision& decision, const BattleDice& dice = {});

// A unit of the battle that retreats (8.5.1) or routs (8.7.3), and where it may go.
struct RetreatHexChoice {
    std::string hex;
    std::string path;  // "clear", "infantry-zoc", "cavalry-zoc"
};
struct RetreatingUnit {
    std::string code;
    std::string side;
    std::string from;
    int hexes = 1;                          // 2: a rout, traced on the map at apply
    std::vector<RetreatHexChoice> choices;  // 8.5.1's for a retreat; the first hex of a rout
    std::optional<std::string> goesTo;      // decided, or the only hex
    bool asked = false;                     // the question the resolution waits for
};
std::vector<RetreatingUnit> battleRetreats(const std::filesystem::path& file, std::int64_t id);

// Where the units that retreat, rout or leave the hex go: the players trace the path on the
// map. A unit that must move and has no destination is refused at apply.
struct BattleMoves {
    std::optional<std::string> defenderRetreat;  // hex for the defenders that retreat or rout
    std::optional<std::string> attackerRetreat;  // hex for attackers that retreat or rout
};

// What apply would write, one line per change, without writing anything.
std::vector<std::string> previewBattle(const std::filesystem::path& file, std::int64_t id,
                                       const BattleMoves& moves = {});
// Writes the effects in one action: steps, modes, hexes, fates, prisoners, officers,
// victory locations. Refused when a unit changed since the battle was planned.
BattleView applyBattle(const std::filesystem::path& file, std::int64_t id,
                       const BattleMoves& moves = {});
// A planned or resolved battle is set aside, with the club's reason on the ledger (none: the
// ledger says only that it was voided); an applied one must be undone first.
BattleView voidBattle(const std::filesystem::path& file, std::int64_t id,
                      const std::string& reason = {});

}  // namespace tachanka::core
