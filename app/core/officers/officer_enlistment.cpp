#include "app/core/officers/officer_enlistment.hpp"

#include <fstream>
#include <map>
#include <sstream>

#include "app/core/redactions/army_service.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
using db::LedgerTags;
using db::Table;
using db::Value;

std::string characteristicText(const ra::OfficerToken& token) {
    std::string text;
    for (const auto characteristic : token.characteristics) {
        text += (text.empty() ? "" : " ") +
                std::string(model::nameOf(ra::officerCharacteristicNames, characteristic));
    }
    return text;
}

std::string sourceText(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool hasJuniorOfficer(model::UnitKind kind) {
    return kind == model::UnitKind::Infantry || kind == model::UnitKind::Cavalry;
}

// Who draws from one pool at the start: perhaps its senior officer, then its juniors.
struct PoolPlan {
    std::int64_t sideId = 0;
    std::optional<std::int64_t> formationId;
    std::string army;
    std::string senior;  // empty: no senior officer draws from it
    std::vector<const model::Unit*> juniors;
};

class Enlistment {
public:
    Enlistment(db::Journal& journal, rules::Dice& dice) : journal_(journal), dice_(dice) {}

    void side(const model::Side& side) {
        if (side.armyId.empty()) return;
        std::map<std::int64_t, const model::Formation*> byId;
        for (const auto& formation : side.formations) byId[formation.id] = &formation;
        std::vector<PoolPlan> plans{{side.id, std::nullopt, side.armyId, side.commander, {}}};
        std::map<std::int64_t, std::size_t> planOf;  // commanded formation -> plan
        for (const auto& formation : side.formations) {
            if (formation.commander.empty()) continue;
            planOf[formation.id] = plans.size();
            plans.push_back(
                {side.id, formation.id, armyOf(formation, byId, side), formation.commander, {}});
        }
        for (const auto& formation : side.formations) {
            const std::size_t plan = commandedPlan(formation, byId, planOf);
            for (const auto& unit : formation.units) {
                if (hasJuniorOfficer(unit.kind)) plans[plan].juniors.push_back(&unit);
            }
        }
        for (const auto& plan : plans) enlist(plan);
    }

private:
    static std::string armyOf(const model::Formation& formation,
                              const std::map<std::int64_t, const model::Formation*>& byId,
                              const model::Side& side) {
        for (const model::Formation* at = &formation; at != nullptr;
             at = at->parentId ? byId.at(*at->parentId) : nullptr) {
            if (!at->armyId.empty()) return at->armyId;
        }
        return side.armyId;
    }

    static std::size_t commandedPlan(const model::Formation& formation,
                                     const std::map<std::int64_t, const model::Formation*>& byId,
                                     const std::map<std::int64_t, std::size_t>& planOf) {
        for (const model::Formation* at = &formation; at != nullptr;
             at = at->parentId ? byId.at(*at->parentId) : nullptr) {
            if (const auto found = planOf.find(at->id); found != planOf.end()) {
                return found->second;
            }
        }
        return 0;
    }

    const ra::ArmyList& army(const std::string& id) {
        auto found = armies_.find(id);
        if (found != armies_.end()) return found->second;
        auto list = describeArmy(id);
        journal_.insert(Table::ArmyList,
                        {{db::Column::Army, Value(list.id)},
                         {db::Column::Name, Value(list.name)},
                         {db::Column::Source, Value(sourceText(list.file))}},
                        LedgerTags::of(model::LedgerKind::ArmyList).because(list.name));
        return armies_.emplace(id, std::move(list)).first->second;
    }

    void enlist(const PoolPlan& plan) {
        if (plan.senior.empty() && plan.juniors.empty()) return;
        const auto& list = army(plan.army);
        if (list.tokenPool.empty()) {
            throw UserError("army list '" + list.id + "' has no officer tokens to draw from");
        }
        // A formation with more officers than one set of tokens holds gets as many sets as
        // its draws need, so that nobody goes without a token.
        const std::size_t needed =
            static_cast<std::size_t>(list.drawRule.seniorDraw) +
            plan.juniors.size() * static_cast<std::size_t>(list.drawRule.juniorDraw);
        const std::size_t sets = (needed + list.tokenPool.size() - 1) / list.tokenPool.size();
        model::TokenPool pool;
        pool.sideId = plan.sideId;
        pool.formationId = plan.formationId;
        pool.army = list.id;
        pool.seniorDraw = list.drawRule.seniorDraw;
        pool.juniorDraw = list.drawRule.juniorDraw;
        pool.id =
            journal_.insert(Table::TokenPool,
                            {{db::Column::SideId, plan.sideId},
                             {db::Column::FormationId,
                              plan.formationId ? Value(*plan.formationId) : db::nullValue()},
                             {db::Column::Army, Value(list.id)},
                             {db::Column::SeniorDraw, Value(std::int64_t{pool.seniorDraw})},
                             {db::Column::JuniorDraw, Value(std::int64_t{pool.juniorDraw})}},
                            LedgerTags::of(model::LedgerKind::TokenPool).forSide(plan.sideId));
        for (std::size_t set = 0; set < sets; ++set) {
            for (const auto& token : list.tokenPool) {
                model::Token row;
                row.poolId = pool.id;
                row.moraleBonus = token.moraleBonus;
                row.characteristics = characteristicText(token);
                row.id = journal_.insert(
                    Table::Token,
                    {{db::Column::PoolId, pool.id},
                     {db::Column::MoraleBonus, Value(std::int64_t{row.moraleBonus})},
                     {db::Column::Characteristics, Value(row.characteristics)}},
                    LedgerTags::of(model::LedgerKind::Token).forSide(plan.sideId));
                pool.tokens.push_back(row);
            }
        }
        if (!plan.senior.empty()) {
            enlistOfficer(journal_, pool,
                          {plan.sideId, plan.formationId, std::nullopt, plan.senior,
                           model::OfficerRank::Senior},
                          dice_);
        }
        for (const model::Unit* unit : plan.juniors) {
            enlistOfficer(journal_, pool,
                          {plan.sideId, plan.formationId, unit->id, "officer of " + unit->code,
                           model::OfficerRank::Junior},
                          dice_);
        }
    }

    db::Journal& journal_;
    rules::Dice& dice_;
    std::map<std::string, ra::ArmyList> armies_;
};

}  // namespace

ra::OfficerToken officerToken(const model::Token& token) {
    ra::OfficerToken made;
    made.moraleBonus = token.moraleBonus;
    std::istringstream words(token.characteristics);
    for (std::string word; words >> word;) {
        const auto characteristic = model::valueNamed(ra::officerCharacteristicNames, word);
        if (!characteristic)
            throw UserError("a token has an unknown characteristic '" + word + "'");
        made.characteristics.push_back(*characteristic);
    }
    return made;
}

ra::TokenPool tokensToDraw(const model::TokenPool& pool, const std::string& officerName) {
    std::vector<ra::OfficerToken> tokens;
    for (const auto& token : pool.tokens) {
        if (!token.officerId) tokens.push_back(officerToken(token));
    }
    if (tokens.empty()) {
        throw UserError("the " + pool.army + " token pool of " + officerName +
                        "'s formation has no tokens left to draw");
    }
    return ra::TokenPool(std::move(tokens));
}

Enlisted enlistOfficer(db::Journal& journal, model::TokenPool& pool, const NewOfficer& officer,
                       rules::Dice& dice, const ra::KeepChoice& keep) {
    auto drawPool = tokensToDraw(pool, officer.name);
    const ra::OfficerDrawRule rule{pool.seniorDraw, pool.juniorDraw};
    const auto draws = officer.rank == model::OfficerRank::Senior
                           ? ra::drawOfficers(drawPool, rule, 1, 0, dice, keep)
                           : ra::drawOfficers(drawPool, rule, 0, 1, dice, keep);
    return enlistDrawn(journal, pool, officer, draws.front());
}

Enlisted enlistDrawn(db::Journal& journal, model::TokenPool& pool, const NewOfficer& officer,
                     const ra::OfficerDraw& draw) {
    std::vector<model::Token*> free;
    for (auto& token : pool.tokens) {
        if (!token.officerId) free.push_back(&token);
    }
    // Tokens alike are interchangeable: the kept one is the first free row that matches it.
    model::Token* kept = nullptr;
    for (model::Token* token : free) {
        if (officerToken(*token) == draw.token()) {
            kept = token;
            break;
        }
    }
    if (kept == nullptr) throw std::logic_error("a drawn token is not in its pool");

    const std::int64_t officerId = journal.insert(
        Table::Officer,
        {{db::Column::SideId, officer.sideId},
         {db::Column::FormationId,
          officer.formationId ? Value(*officer.formationId) : db::nullValue()},
         {db::Column::UnitId, officer.unitId ? Value(*officer.unitId) : db::nullValue()},
         {db::Column::Name, Value(officer.name)},
         {db::Column::Rank, Value(std::string(model::officerRankName(officer.rank)))}},
        LedgerTags::of(model::LedgerKind::OfficerJoined).forSide(officer.sideId));
    std::string seen;
    for (const auto& token : draw.drawn) seen += (seen.empty() ? "" : ", ") + ra::tokenLabel(token);
    auto tags =
        LedgerTags::of(model::LedgerKind::TokenDrawn)
            .forSide(officer.sideId)
            .forOfficer(officerId)
            .by(draw.token().moraleBonus)
            .because(officer.name + " drew " + seen + "; kept " + ra::tokenLabel(draw.token()));
    if (officer.unitId) tags.forUnit(*officer.unitId);
    journal.set(Table::Token, kept->id, db::Column::OfficerId, officerId, tags);
    kept->officerId = officerId;
    return {officerId, draw};
}

void enlistScenarioOfficers(db::Journal& journal, SQLite::Database& database, rules::Dice& dice) {
    const auto campaign = db::loadCampaign(database);
    Enlistment enlistment(journal, dice);
    for (const auto& side : campaign.sides) enlistment.side(side);
}

std::uint64_t actionSeed(std::uint64_t campaignSeed, std::int64_t actionId) {
    // SplitMix64's increment spreads consecutive actions far apart in the seed space.
    return campaignSeed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(actionId);
}

}  // namespace tachanka::core
