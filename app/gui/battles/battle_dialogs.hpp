#pragma once
// Everything the Battle menu asks of the players, between the command and the core's use case:
// the plan, the dice's source, each die rolled at the table, the apply's confirmation with the
// retreat hexes, the void's. The menus answer with modal dialogs (ModalBattleDialogs); tests
// install answers of their own, so the code after each question is the code the menus run.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/fight_prediction.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

// What the plan dialog starts from: where the side to play may attack, and the units the
// player had selected in the window (codes), which it offers as the attackers.
struct BattlePlanContext {
    const model::Campaign& campaign;
    std::vector<core::PossibleAttack> attacks;
    std::vector<std::string> selected;
    std::string hex;  // the attack chosen on the Turn page, if any
};

// Where the dice of a resolution come from: the seeded dice (the campaign's, or a seed the
// players give), or the players' own dice typed one roll at a time.
// A plan, and the reason of the umpire's override when the dialog's box is ticked.
struct BattlePlanChoice {
    core::BattlePlanRequest request;
    std::optional<std::string> umpireReason;
};
struct BarragePlanChoice {
    core::BarragePlanRequest request;
    std::optional<std::string> umpireReason;
};

struct ResolveChoice {
    bool oneAtATime = false;
    std::optional<std::uint64_t> seed;
};

// How the players choose to fight a planned battle, the two predictions in sight.
enum class FightChoice { OnTheTable, OrelTable, NotNow };
struct FightDecision {
    FightChoice choice = FightChoice::NotNow;
    std::string system{core::redActionsSystem};  // the tactical system it is fought in
};

// How many runs an auto-resolve plays, from which seed.
struct AutoResolveChoice {
    int runs = 10'000;
    std::uint64_t seed = 0;
};

// Which of the battle's sides must be told a hex to move to when it is applied, and how far
// the furthest of its units goes (1: retreats, 2: routs); 0: none of them moves.
struct RetreatsNeeded {
    int defenders = 0;
    int attackers = 0;
};
// How a battle is to end: where its retreating units go, and (a battle fought on the table)
// the club's corrections of what goes back.
struct BattleEnding {
    core::BattleMoves moves;
    core::ResultCorrections corrections;
};
// Shows the lines apply would write for the ending given (a refusal is a core::UserError).
using BattlePreview = std::function<std::vector<std::string>(const BattleEnding&)>;

class BattleDialogs {
public:
    virtual ~BattleDialogs() = default;

    virtual std::optional<BattlePlanChoice> plan(const BattlePlanContext& context) = 0;
    virtual std::optional<BarragePlanChoice> planBarrage(const BattlePlanContext& context) = 0;
    virtual void showOdds(const core::BattleView& battle, const core::BattleOdds& odds) = 0;
    virtual std::optional<ResolveChoice> resolveChoice(const core::BattleView& battle) = 0;
    // One die rolled at the table, with its purpose and its own odds. None: the players stop,
    // and nothing is resolved.
    virtual std::optional<int> die(const core::AskedDie& die) = 0;
    // The choice a resolving battle stopped at, with each answer's odds. None: the players
    // answer later (the battle keeps its dice and waits).
    virtual std::optional<core::BattleDecision> decide(const core::BattleQuestion& question) = 0;
    // The preview, with the retreat hexes the battle needs and, when `correctable`, the club's
    // corrections with their reason; none: nothing is applied.
    virtual std::optional<BattleEnding> confirmApply(const core::BattleView& battle,
                                                     const RetreatsNeeded& needed,
                                                     const BattlePreview& preview,
                                                     bool correctable) = 0;
    virtual bool confirmVoid(const core::BattleView& battle) = 0;
    virtual FightDecision chooseFight(const core::FightPrediction& prediction) = 0;
    virtual std::optional<AutoResolveChoice> autoResolveChoice(const std::string& title) = 0;
    // Lines to read, with a Close button: what a command found and wrote nowhere.
    virtual void showLines(const std::string& title, const std::vector<std::string>& lines) = 0;
};

RetreatsNeeded retreatsNeeded(const model::Battle& battle);

// Where a retreat from `from` may end, to offer the players: the hexes 1 to `hexes` away
// from one of them (the core says which the rules allow).
std::vector<model::Hex> hexesAround(const std::vector<model::Hex>& from, int hexes);

// "1/1K, 2/1K"
std::string joinedCodes(const std::vector<std::string>& codes);

}  // namespace tachanka::gui
