#pragma once
// Internal to the battle use cases: the choices an Orel combat hands the campaign's players
// while it resolves (8.8, 8.7.4, 8.8.3, 8.5.1), answered from what they have said so far. The
// first choice not yet answered is kept as the question the resolution stops at; the rest of
// that run only finishes the procedure and is thrown away.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/dice.hpp"
#include "rules/orel/combat/combat_decisions.hpp"
#include "rules/orel/combat/retreat_priorities.hpp"

namespace tachanka::core {

// The choice a resolution stopped at.
struct PendingQuestion {
    std::string awaiting;            // "assault", "advance", "retreat"
    std::int64_t sideId = 0;         // who answers
    std::vector<std::string> units;  // advance: those that may enter; retreat: the one leaving
    bool oneMust = false;            // advance after an assault (8.8.3)
    std::string from;                // retreat: the hex it leaves
    int distance = 1;                // retreat: 1 hex, or 2 for a rout (8.7.3)
    std::vector<rules::orel::RetreatOption> hexes;  // retreat: the hexes 8.5.1 leaves it
    std::size_t rollsBefore = 0;     // the dice rolled before it
};

class CampaignDecisions final : public rules::orel::CombatDecisions {
public:
    // Ask: the first unanswered choice becomes the question. Assume: each unanswered choice
    // takes the first answer the rules allow (to count the odds of an answer given).
    enum class Unanswered { Ask, Assume };
    CampaignDecisions(SQLite::Database& database, const model::Campaign& campaign,
                      const model::Battle& battle, model::BattleAnswers answers,
                      Unanswered unanswered);

    // The dice the run rolls, to date the question.
    void countRollsOf(const rules::RecordingDice& recording) { recording_ = &recording; }

    bool pressesAssault(const rules::orel::CombatReport& sofar) override;
    bool advances(const rules::orel::UnitFate& unit, const rules::orel::ConstFates& may,
                  bool afterAssault) override;
    rules::orel::RetreatPath retreatPath(const rules::orel::UnitFate& unit) override;
    rules::orel::RetreatPath routPath(const rules::orel::UnitFate& unit) override;

    const std::optional<PendingQuestion>& question() const { return question_; }
    const bool& stopped() const { return stopped_; }
    // Where each unit that retreated goes: answered, the one hex 8.5.1 leaves, or its stack's.
    const std::map<std::string, model::Hex>& retreatHexes() const { return retreatHexes_; }
    // 8.5.1: the hexes a battle's unit may retreat to from where it fought, 1 hex away or, for
    // a rout, 2 (8.7.3).
    std::vector<rules::orel::RetreatOption> retreatOptions(const std::string& code,
                                                           int distance = 1);

private:
    void ask(PendingQuestion question);
    rules::orel::RetreatPath pathAsked(const rules::orel::UnitFate& unit, int distance);
    const model::BattleUnit& entryOf(const std::string& code) const;
    std::string originOf(const model::BattleUnit& entry) const;

    SQLite::Database& database_;
    const model::Campaign& campaign_;
    const model::Battle& battle_;
    model::BattleAnswers answers_;
    Unanswered unanswered_;
    const rules::RecordingDice* recording_ = nullptr;
    std::optional<PendingQuestion> question_;
    bool stopped_ = false;
    std::map<std::string, model::Hex> retreatHexes_;
    std::map<std::pair<std::string, int>, std::vector<rules::orel::RetreatOption>> options_;
};

}  // namespace tachanka::core
