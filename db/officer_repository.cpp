#include "db/officer_repository.hpp"

#include <SQLiteCpp/Statement.h>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

model::Token readToken(SQLite::Statement& row, int first) {
    model::Token token;
    token.id = row.getColumn(first).getInt64();
    token.poolId = row.getColumn(first + 1).getInt64();
    token.moraleBonus = storedInt(row.getColumn(first + 2), Column::MoraleBonus,
                                  "token " + std::to_string(token.id));
    token.characteristics = row.getColumn(first + 3).getString();
    token.officerId = optionalId(row.getColumn(first + 4));
    return token;
}

}  // namespace

std::vector<model::Officer> loadOfficers(SQLite::Database& database) {
    std::vector<model::Officer> officers;
    SQLite::Statement query(database,
                            "SELECT o.id, o.side_id, o.formation_id, o.unit_id, o.name, o.rank, "
                            "o.fate, t.id, t.pool_id, t.morale_bonus, t.characteristics, "
                            "t.officer_id FROM officer o LEFT JOIN token t ON t.officer_id = o.id "
                            "ORDER BY o.id");
    while (query.executeStep()) {
        model::Officer officer;
        officer.id = query.getColumn(0).getInt64();
        officer.sideId = query.getColumn(1).getInt64();
        officer.formationId = optionalId(query.getColumn(2));
        officer.unitId = optionalId(query.getColumn(3));
        officer.name = query.getColumn(4).getString();
        const std::string rank = query.getColumn(5).getString();
        const std::string fate = query.getColumn(6).getString();
        const auto parsedRank = model::officerRankNamed(rank);
        const auto parsedFate = model::officerFateNamed(fate);
        if (!parsedRank || !parsedFate) {
            throw StoreError("the campaign file is damaged: officer " +
                             model::quoted(officer.name) + " has rank " + model::quoted(rank) +
                             " and fate " + model::quoted(fate));
        }
        officer.rank = *parsedRank;
        officer.fate = *parsedFate;
        if (!query.getColumn(7).isNull()) officer.token = readToken(query, 7);
        officers.push_back(std::move(officer));
    }
    return officers;
}

std::vector<model::TokenPool> loadTokenPools(SQLite::Database& database) {
    std::vector<model::TokenPool> pools;
    SQLite::Statement query(database,
                            "SELECT id, side_id, formation_id, army, senior_draw, junior_draw "
                            "FROM token_pool ORDER BY id");
    SQLite::Statement tokens(database,
                             "SELECT id, pool_id, morale_bonus, characteristics, officer_id "
                             "FROM token WHERE pool_id = ? ORDER BY id");
    while (query.executeStep()) {
        model::TokenPool pool;
        pool.id = query.getColumn(0).getInt64();
        pool.sideId = query.getColumn(1).getInt64();
        pool.formationId = optionalId(query.getColumn(2));
        pool.army = query.getColumn(3).getString();
        const std::string owner = "token pool " + std::to_string(pool.id);
        pool.seniorDraw = storedInt(query.getColumn(4), Column::SeniorDraw, owner);
        pool.juniorDraw = storedInt(query.getColumn(5), Column::JuniorDraw, owner);
        tokens.reset();
        tokens.bind(1, pool.id);
        while (tokens.executeStep()) pool.tokens.push_back(readToken(tokens, 0));
        pools.push_back(std::move(pool));
    }
    return pools;
}

}  // namespace tachanka::db
