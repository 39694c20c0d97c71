#pragma once
// Statements kept by their SQL for one piece of work on a connection (an action, an undo, a
// replay of the ledger): a row written is three statements, and preparing each again for every
// row had SQLite parse the same text thousands of times in an action that touches every unit.

#include <memory>
#include <string>
#include <unordered_map>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

namespace tachanka::db {

class PreparedStatements {
public:
    explicit PreparedStatements(SQLite::Database& database) : database_(database) {}

    // The statement of `sql`, reset and with nothing bound.
    SQLite::Statement& operator()(const std::string& sql) {
        auto& kept = kept_[sql];
        if (!kept) {
            kept = std::make_unique<SQLite::Statement>(database_, sql);
        } else {
            kept->reset();
            kept->clearBindings();
        }
        return *kept;
    }

    SQLite::Database& database() { return database_; }

private:
    SQLite::Database& database_;
    std::unordered_map<std::string, std::unique_ptr<SQLite::Statement>> kept_;
};

}  // namespace tachanka::db
