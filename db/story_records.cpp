#include "db/story_records.hpp"

#include <SQLiteCpp/Statement.h>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

Value idValue(const std::optional<std::int64_t>& id) {
    return id ? Value(*id) : nullValue();
}

// " WHERE ..." for the filter's conditions, bound in order by bindFilter.
std::string whereOf(const StoryFilter& filter, bool photos) {
    std::string where;
    const auto add = [&where](const char* condition) {
        where += (where.empty() ? " WHERE " : " AND ") + std::string(condition);
    };
    if (filter.date) add("game_date = ?");
    if (filter.battleId) add("battle_id = ?");
    if (photos && (filter.unitId || filter.officerId)) add("0");
    if (!photos && filter.unitId) add("unit_id = ?");
    if (!photos && filter.officerId) add("officer_id = ?");
    return where;
}

void bindFilter(SQLite::Statement& query, const StoryFilter& filter, bool photos) {
    int index = 1;
    if (filter.date) query.bind(index++, *filter.date);
    if (filter.battleId) query.bind(index++, *filter.battleId);
    if (photos) return;
    if (filter.unitId) query.bind(index++, *filter.unitId);
    if (filter.officerId) query.bind(index++, *filter.officerId);
}

model::GameDate storedDate(const SQLite::Column& column, const std::string& owner) {
    try {
        return model::GameDate::parseIso(column.getString());
    } catch (const std::exception&) {
        throw StoreError("the campaign file's " + owner + " has the day " +
                         model::quoted(column.getString()) + ", which is no date");
    }
}

}  // namespace

std::vector<model::Note> loadNotes(SQLite::Database& database, const StoryFilter& filter) {
    SQLite::Statement query(database,
                            "SELECT id, game_date, subject, battle_id, unit_id, officer_id, text "
                            "FROM note" + whereOf(filter, false) + " ORDER BY id");
    bindFilter(query, filter, false);
    std::vector<model::Note> notes;
    while (query.executeStep()) {
        model::Note note;
        note.id = query.getColumn(0).getInt64();
        const std::string owner = "note " + std::to_string(note.id);
        note.date = storedDate(query.getColumn(1), owner);
        const auto subject =
            model::valueNamed(model::noteSubjectNames, query.getColumn(2).getString());
        if (!subject) throw StoreError("the campaign file's " + owner + " has no known subject");
        note.subject = *subject;
        note.battleId = optionalId(query.getColumn(3));
        note.unitId = optionalId(query.getColumn(4));
        note.officerId = optionalId(query.getColumn(5));
        note.text = query.getColumn(6).getString();
        notes.push_back(std::move(note));
    }
    return notes;
}

Row noteRow(const model::Note& note) {
    return {{Column::GameDate, note.date.iso()},
            {Column::Subject, std::string(model::nameOf(model::noteSubjectNames, note.subject))},
            {Column::BattleId, idValue(note.battleId)},
            {Column::UnitId, idValue(note.unitId)},
            {Column::OfficerId, idValue(note.officerId)},
            {Column::Text, note.text}};
}

std::vector<model::Photo> loadPhotos(SQLite::Database& database, const StoryFilter& filter) {
    SQLite::Statement query(database,
                            "SELECT id, game_date, battle_id, media_type, width, height, caption "
                            "FROM photo" + whereOf(filter, true) + " ORDER BY id");
    bindFilter(query, filter, true);
    std::vector<model::Photo> photos;
    while (query.executeStep()) {
        model::Photo photo;
        photo.id = query.getColumn(0).getInt64();
        const std::string owner = "photo " + std::to_string(photo.id);
        photo.date = storedDate(query.getColumn(1), owner);
        photo.battleId = optionalId(query.getColumn(2));
        photo.mediaType = query.getColumn(3).getString();
        photo.width = storedInt(query.getColumn(4), Column::Width, owner);
        photo.height = storedInt(query.getColumn(5), Column::Height, owner);
        photo.caption = query.getColumn(6).getString();
        photos.push_back(std::move(photo));
    }
    return photos;
}

std::optional<std::string> photoData(SQLite::Database& database, std::int64_t id) {
    SQLite::Statement query(database, "SELECT data FROM photo WHERE id = ?");
    query.bind(1, id);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

Row photoRow(const model::Photo& photo, const std::string& base64) {
    return {{Column::GameDate, photo.date.iso()},
            {Column::BattleId, idValue(photo.battleId)},
            {Column::MediaType, photo.mediaType},
            {Column::Width, std::int64_t{photo.width}},
            {Column::Height, std::int64_t{photo.height}},
            {Column::Caption, photo.caption},
            {Column::Data, base64}};
}

}  // namespace tachanka::db
