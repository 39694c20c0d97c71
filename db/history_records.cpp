#include "db/history_records.hpp"

#include <SQLiteCpp/Statement.h>

namespace tachanka::db {
namespace {

std::optional<std::string> textOrNone(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

}  // namespace

std::vector<Moment> loadMoments(SQLite::Database& database) {
    // An action's last ledger row is dated after whatever it did to the campaign's day.
    SQLite::Statement query(
        database,
        "SELECT a.id, a.kind, a.description, a.recorded_at, last.game_date, last.phase, "
        "(SELECT count(*) FROM taken_back WHERE restore_action_id = a.id) "
        "FROM action AS a LEFT JOIN ledger AS last ON last.id = "
        "(SELECT max(id) FROM ledger WHERE action_id = a.id) ORDER BY a.id");
    std::vector<Moment> moments;
    while (query.executeStep()) {
        moments.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                           query.getColumn(2).getString(), query.getColumn(3).getString(),
                           textOrNone(query.getColumn(4)), textOrNone(query.getColumn(5)),
                           query.getColumn(6).getInt64()});
    }
    return moments;
}

std::vector<Bookmark> loadBookmarks(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT id, name, action_id FROM bookmark ORDER BY action_id, id");
    std::vector<Bookmark> bookmarks;
    while (query.executeStep()) {
        bookmarks.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                             query.getColumn(2).getInt64()});
    }
    return bookmarks;
}

Row bookmarkRow(const std::string& name, std::int64_t actionId) {
    return {{Column::Name, name}, {Column::ActionId, actionId}};
}

}  // namespace tachanka::db
